import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { paths } from '../../lib/paths';

/** A centred card on the admin background, shared by the placeholder admin screens. */
export function AdminCardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <DocumentTitle title={title} />
      <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm">
        <span aria-hidden="true" className="mb-5 block h-1 w-12 rounded-full bg-brand" />
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-4 space-y-3 text-neutral-600">{children}</div>
        <Link
          to={paths.home.getHref()}
          className="mt-8 inline-block rounded-sm text-sm font-semibold text-brand hover:underline"
        >
          ← Back to the website
        </Link>
      </div>
    </main>
  );
}
