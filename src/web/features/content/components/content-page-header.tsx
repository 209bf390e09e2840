import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import type { PageMeta } from '../types';

/** A content page's h1 band, tab title and meta description (texts in the page's language). */
export function ContentPageHeader({ meta, lead }: { meta: PageMeta; lead?: ReactNode }) {
  return (
    <PageHeader
      title={meta.title}
      lead={lead ?? meta.description}
      description={meta.description}
      documentTitle={meta.documentTitle}
    />
  );
}
