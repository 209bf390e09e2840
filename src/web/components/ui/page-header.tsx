import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  /** Browser tab title when it should differ from the heading. */
  documentTitle?: string;
  /** The page's meta description. */
  description?: string;
}

/** The band under the site bar that opens every public page: one h1, an optional lead line. */
export function PageHeader({ title, lead, documentTitle, description }: PageHeaderProps) {
  return (
    <div className="border-b border-neutral-200 bg-gradient-to-b from-neutral-50 to-white">
      <DocumentTitle title={documentTitle ?? title} description={description} />
      <div className="page-container py-10 sm:py-14">
        <span aria-hidden="true" className="mb-4 block h-1 w-12 rounded-full bg-brand" />
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-base text-neutral-600 sm:text-lg">{lead}</p>}
      </div>
    </div>
  );
}
