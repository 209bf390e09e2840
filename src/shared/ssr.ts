/**
 * The contract between the server and the page renderer that `vite build --ssr` makes of
 * src/web/entry-server.tsx (dist/ssr/entry-server.js). Types and constants only: the server
 * loads the renderer at start-up and never imports web code.
 */

/** The id of the <script type="application/json"> holding the data a page was rendered with. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * The id of the <script type="application/json"> holding the strings a page was drawn with: the
 * namespaces of its language it used (src/web/i18n), so it hydrates without fetching any.
 */
export const PAGE_STRINGS_ID = 'page-strings';

/** The attribute <html> carries once the app has taken the page over (web/lib/hydration-mark.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the head tags the server adds for the address it answered (canonical, hreflang, link
 * previews, JSON-LD). They describe that address only: the browser drops them when it moves on.
 */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

export interface RenderedPage {
  /** The markup of the app, for index.html's root element. */
  html: string;
  /** TanStack Query's dehydrated cache as JSON: the API answers the markup was drawn from. */
  state: string;
  /** 404 when the address matched no page (the not-found page is drawn), otherwise 200. */
  status: number;
  /** The page's language (shared/site-languages.ts), for <html lang>. */
  lang: string;
  /** The namespaces of its language's strings the page used, as JSON. */
  strings: string;
}

/** How the renderer reaches the API: the server answers in-process (no network, no port). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  setApiTransport(transport: ApiTransport): void;
  /** Renders a page of the public site; null when the browser should handle the URL alone. */
  render(url: string): Promise<RenderedPage | null>;
}
