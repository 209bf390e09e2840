import { useTranslation } from 'react-i18next';

/**
 * Static page text as data: every string is a key of the page's namespace
 * (locales/<language>/<namespace>.json). A block is a paragraph (one key) or a bulleted list
 * (several keys); `{{dealer}}` in a text is the dealership's name from /api/site.
 */
export type ContentBlock = string | readonly string[];

export interface ContentSection {
  /** Anchor for the table of contents and the section's aria-labelledby. */
  id: string;
  /** Key of the section's heading. */
  heading: string;
  body: readonly ContentBlock[];
}

export interface PageMeta {
  /** The page's h1. */
  title: string;
  /** The line under the h1 and the meta description. */
  description: string;
  /** Browser tab title when it should differ from the heading. */
  documentTitle?: string;
}

/** The dealership's name (from /api/site) for `{{dealer}}`; a neutral phrase while it loads. */
export function useDealerName(dealerName: string | undefined): string {
  const { t } = useTranslation('pageMeta');
  return dealerName ?? t('dealerFallback');
}
