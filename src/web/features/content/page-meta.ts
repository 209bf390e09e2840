import { useTranslation } from 'react-i18next';
import type { PageMeta } from './types';

/**
 * The content pages whose heading, lead line and meta description are in the `pageMeta`
 * namespace: `<page>Title`, `<page>Description` and, where the tab title differs from the
 * heading, `<page>DocumentTitle`.
 */
const PAGES_WITH_DOCUMENT_TITLE = ['amc', 'optIn'] as const;

export type ContentPage =
  'serviceBooking' | 'amc' | 'extendedWarranty' | 'finance' | 'optIn' | 'terms' | 'privacy';

/** A content page's heading, lead line, meta description and tab title, in the page's language. */
export function usePageMeta(page: ContentPage): PageMeta {
  const { t } = useTranslation('pageMeta');
  return {
    title: t(`${page}Title`),
    description: t(`${page}Description`),
    documentTitle: (PAGES_WITH_DOCUMENT_TITLE as readonly string[]).includes(page)
      ? t(`${page}DocumentTitle`)
      : undefined,
  };
}
