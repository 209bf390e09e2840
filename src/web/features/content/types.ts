/**
 * Static page text as data. A block is a paragraph (string) or a bulleted list (string[]);
 * `{dealer}` in any text is replaced by the dealership's name from /api/site.
 */
export type ContentBlock = string | readonly string[];

export interface ContentSection {
  /** Anchor for the table of contents and the section's aria-labelledby. */
  id: string;
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

export const DEALER_TOKEN = '{dealer}';

/** Puts the dealership's name into a text; a neutral phrase while /api/site is loading. */
export function withDealer(text: string, dealerName: string | undefined): string {
  return text.replaceAll(DEALER_TOKEN, dealerName ?? 'our dealership');
}
