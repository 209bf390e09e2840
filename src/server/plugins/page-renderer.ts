import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  PAGE_STRINGS_ID,
  SSR_STATE_ID,
  type PageRenderer,
  type RenderedPage,
} from '../../shared/ssr.js';
import { isWithin, kept } from './public-cache.js';
import { makeStaticFile, type StaticFile } from './static-files.js';

/** The parts of a server-rendered page that go into index.html. */
export interface PageParts {
  /** <title>, <meta> and <link rel=preload> the page's components declared (React hoists them). */
  head: string;
  /** The app's markup, for the root element. */
  body: string;
  /**
   * The data and the strings it was drawn with, as JSON <script>s the browser reads before
   * hydrating.
   */
  state: string;
}

/** A server-drawn page, ready to send. */
export interface DrawnPage {
  file: StaticFile;
  /** 404 for an address that matched no page, otherwise 200. */
  status: number;
}

/**
 * Returns a public page, or null when the page is left to the browser alone. `origin` is what
 * the page's absolute addresses (canonical, previews) are built on: pages are kept per origin
 * and URL, so one Host header never reaches another origin's visitors.
 */
export type RenderPage = (url: string, origin: string) => Promise<DrawnPage | null>;

/** A drawn page's parts and what it was drawn for, for `compose` to put into index.html. */
export interface ComposedPage {
  url: string;
  origin: string;
  /** 404 for an address that matched no page, otherwise 200. */
  status: number;
  /** The page's language, for <html lang>. */
  lang: string;
  parts: PageParts;
}

const MAX_ENTRIES = 500;
/** As the public cache: changes made behind the API's back show within a minute, and a page
 * drawn with a day's on-road prices is not kept past that day. */
const MAX_AGE_MS = 60_000;
/** Renders under way at once; each takes 20-45 ms of CPU the first time a page is asked for. */
export const MAX_RENDERS_AT_ONCE = 4;
// React writes the hoistable tags first; they belong in <head>, not in the root element.
const LEADING_HOISTABLE = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)/;

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function split({ html: markup, state, strings }: RenderedPage): PageParts {
  let rest = markup;
  let head = '';
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return {
    head,
    body: rest,
    state:
      `<script type="application/json" id="${SSR_STATE_ID}">${scriptSafe(state)}</script>` +
      `<script type="application/json" id="${PAGE_STRINGS_ID}">${scriptSafe(strings)}</script>`,
  };
}

/**
 * Loads the page renderer built by `vite build --ssr` (dist/ssr/entry-server.js) and wires it to
 * this app: the page's API reads are answered by `app.inject`, through the same routes, hooks and
 * catalogue cache as a browser's. `compose` puts the parts into the page's index.html. Rendered
 * pages are kept per origin and URL, compressed, until the catalogue changes. Returns null when the renderer
 * is not built: pages are then drawn by the browser alone.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  file: string,
  compose: (page: ComposedPage) => Promise<string>,
): Promise<RenderPage | null> {
  if (!fs.existsSync(file)) return null;
  const { renderer } = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer };
  renderer.setApiTransport(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });

  const pages = new Map<
    string,
    { version: string; madeAt: number; expiresAt: number; page: DrawnPage | null }
  >();
  const rendering = new Map<string, Promise<DrawnPage | null>>();

  const renderFresh = async (
    url: string,
    origin: string,
    version: string,
  ): Promise<DrawnPage | null> => {
    const rendered = await renderer.render(url);
    const page = rendered
      ? {
          file: await makeStaticFile(
            await compose({
              url,
              origin,
              status: rendered.status,
              lang: rendered.lang,
              parts: split(rendered),
            }),
          ),
          status: rendered.status,
        }
      : null;
    const address = `${origin}${url}`;
    if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
    pages.set(address, { version, ...kept(app.now(), MAX_AGE_MS), page });
    return page;
  };

  return async (url, origin) => {
    const version = await app.currentCatalogueVersion();
    const drawn = pages.get(`${origin}${url}`);
    if (drawn?.version === version && isWithin(drawn, app.now())) return drawn.page;
    // Visitors arriving together at a page not yet drawn share one render.
    const key = `${version} ${origin}${url}`;
    let pending = rendering.get(key);
    if (!pending) {
      // Addresses nobody asked for before (a crawler, random query strings) cost a render each:
      // beyond a few at once the page goes out as the browser-drawn shell, which costs nothing.
      if (rendering.size >= MAX_RENDERS_AT_ONCE) return null;
      pending = renderFresh(url, origin, version).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}
