import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { languageOfPath } from '../../shared/site-languages.js';
import { publicOrigin } from '../modules/seo/addresses.js';
import { pageHeadTags } from '../modules/seo/service.js';
import { registerPublicScope } from './auth.js';
import { pageHintsFor, TYPEFACE_ATTRIBUTE } from './page-hints.js';
import { loadPageRenderer, type PageParts } from './page-renderer.js';
import { loadStaticFiles, sendStaticFile } from './static-files.js';

/** A request URL as its path and its query string (without the '?'). */
function splitUrl(url: string): [string, string] {
  const mark = url.indexOf('?');
  return mark === -1 ? [url, ''] : [url.slice(0, mark), url.slice(mark + 1)];
}

/** The route's path and query of a URL, and its language: /mr/about is the page /about in Marathi. */
function routeOf(url: string): [string, string, string] {
  const [pathname, search] = splitUrl(url);
  const { path: route, language } = languageOfPath(pathname);
  return [route, search, language.code];
}

/** What the first paint waits for: the page's stylesheets (not the typeface's), the main picture. */
const FIRST_PAINT_NEEDS = new RegExp(
  `<link rel="stylesheet"(?! ${TYPEFACE_ATTRIBUTE})[^>]*>|<link rel="preload" as="(?:font|image)"[^>]*>`,
  'g',
);
/**
 * Their order: the stylesheets, the main picture (its preload is fetchpriority high), the faces,
 * then other pictures a page preloads. HTTP/1.1 opens six connections to
 * a host: the main picture queued behind the faces and two icons (Lighthouse: 0.3 s load delay).
 */
const needRank = (tag: string) =>
  tag.startsWith('<link rel="stylesheet"')
    ? 0
    : /fetchpriority="high"/i.test(tag)
      ? 1
      : tag.includes('as="font"')
        ? 2
        : 3;

/**
 * A page's head with what its first paint needs before its scripts. The build writes the scripts
 * and their modulepreloads first; low priority as they are, each still takes one of the six
 * connections HTTP/1.1 gives a page, and the stylesheet and the main picture queued behind
 * sixteen of them (Lighthouse's first paint came 0.5 s after its static baseline's).
 */
function firstPaintFirst(html: string): string {
  const end = html.indexOf('</head>');
  const firstScript = html.slice(0, end).search(/<script|<link rel="modulepreload"/);
  if (firstScript === -1) return html;
  const fromScript = html.slice(firstScript, end);
  const needs = fromScript.match(FIRST_PAINT_NEEDS);
  if (!needs) return html;
  const rest = fromScript.replace(FIRST_PAINT_NEEDS, '');
  const ordered = needs.sort((a, b) => needRank(a) - needRank(b));
  return html.slice(0, firstScript) + ordered.join('') + rest + html.slice(end);
}

/** The typeface's stylesheet, then the app's script and the preloads of its chunks. */
const AFTER_PAINT = new RegExp(
  `<link rel="stylesheet" ${TYPEFACE_ATTRIBUTE}[^>]*>|<script type="module"[^>]*></script>|<link rel="modulepreload"[^>]*>`,
  'g',
);
const typefaceFirst = (tag: string) => (tag.includes(TYPEFACE_ATTRIBUTE) ? 0 : 1);

/**
 * A server-drawn page's scripts and typeface wait until it is painted: they go into an inert
 * <template>, and start.ts puts them in the document after the first paint and the main picture.
 * Fetched at once, even at low priority, they took the bandwidth of the stylesheet and the
 * picture on a slow connection. start.ts itself is in the page, inline (1 KB; the CSP names its
 * hash): fetched, even at low priority, it was one more request beside the stylesheet, and
 * Lighthouse's simulation counted it among what the largest paint waits for.
 */
function scriptsAfterPaint(html: string, startScript: string): string {
  const end = html.indexOf('</head>');
  const scripts = html.slice(0, end).match(AFTER_PAINT);
  if (!scripts) return html;
  const inOrder = scripts.sort((a, b) => typefaceFirst(a) - typefaceFirst(b));
  return (
    html.slice(0, end).replace(AFTER_PAINT, '') +
    `<script type="module">${startScript}</script>` +
    `<template id="page-scripts">${inOrder.join('')}</template>` +
    html.slice(end)
  );
}

/**
 * A server-rendered page in its index.html: the hoisted tags in <head> (its <title> replacing the
 * default), the markup in the root element with its data beside it.
 */
function withPage(html: string, parts: PageParts): string {
  const head = parts.head.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return head
    .replace('</head>', `${parts.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${parts.body}</div>${parts.state}`);
}

/**
 * A built file is a read from memory. Refused while the server sheds load, it would leave a page
 * the visitor already has without its scripts, styles or fonts: a form that cannot be sent instead
 * of a slow one. Pages and the API are still refused (app.ts), so a new visit waits.
 */
const SERVED_WHEN_BUSY = { pressureHandler: () => undefined };

/**
 * Serves the built SPA from memory: hashed assets cached forever, index.html for every other GET
 * or HEAD so client routes survive a reload, and a JSON 404 for unknown /api and /media paths.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  /** The built start.ts, written into each server-drawn page (read once, with its CSP hash: app.ts). */
  startScript: string | undefined,
  /** Keeps a server-drawn page as it is written, for the next visit (plugins/public-cache.ts). */
  recordAnswer: onSendHookHandler,
): Promise<void> {
  const root = path.resolve(webDistDir);
  const built = fs.existsSync(path.join(root, 'index.html'));
  if (!built) app.log.warn({ root }, 'the web app is not built; run `npm run build` to serve it');
  const files = built ? loadStaticFiles(root) : new Map();
  const indexHtml = files.get('/index.html');
  const indexText = indexHtml?.body.toString('utf8');
  const pageHtml = indexText ? pageHintsFor(root, indexText) : null;
  const defaultTitle = /<title>([^<]*)<\/title>/.exec(indexText ?? '')?.[1] ?? '';
  // Pages are drawn on the server too, except those the renderer leaves to the browser (admin).
  // Each gets the head tags that make it found and shared (canonical, hreflang, previews, JSON-LD).
  const renderPage =
    built && pageHtml
      ? await loadPageRenderer(
          app,
          path.join(root, '..', 'ssr', 'entry-server.js'),
          async ({ url, origin, status, lang, parts }) => {
            const head = { origin, url, status, head: parts.head, defaultTitle };
            const tags = await pageHeadTags(app.database.db, head);
            const [route, search, language] = routeOf(url);
            const page = withPage(pageHtml(route, search, false, language), {
              ...parts,
              head: parts.head + tags,
            });
            const drawn = firstPaintFirst(page.replace('<html lang="en"', `<html lang="${lang}"`));
            return startScript ? scriptsAfterPaint(drawn, startScript) : drawn;
          },
        )
      : null;

  /** A page the browser draws alone: index.html with the page's hints and its language's strings. */
  const browserDrawn = (url: string) => {
    const [route, search, language] = routeOf(url);
    const html = pageHtml?.(route, search, true, language) ?? '';
    return firstPaintFirst(html.replace('<html lang="en"', `<html lang="${language}"`));
  };

  await registerPublicScope(app, async (scope) => {
    // The scope's own hook runs after every root one: it sees the page as it will be written.
    scope.addHook('onSend', recordAnswer);
    for (const [urlPath, file] of files) {
      if (file === indexHtml) continue;
      scope.get(urlPath, { schema: { hide: true }, config: SERVED_WHEN_BUSY }, (request, reply) => {
        // A built file does not change while the app runs. Kept as it is written, like a page,
        // its repeats are written by the server's own listener: through Fastify, a stylesheet
        // cost the server 47 µs of CPU against bare node:http's 20 (bench/api).
        const version = app.currentCatalogueVersion().catch(() => null);
        return version.then((keptFor) => {
          request.catalogueVersion = keptFor;
          return sendStaticFile(request, reply, file);
        });
      });
    }
    scope.setNotFoundHandler((request, reply) => {
      const [pathname] = splitUrl(request.url);
      const isApi =
        pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !isApi && pageHtml) {
        const origin = publicOrigin(app.config.PUBLIC_URL, request.protocol, request.host);
        // Read before the renderer reads it, so a page is never taken for newer than it is;
        // without it the page is still sent, only not kept for the next visit.
        const version = app.currentCatalogueVersion().catch(() => null);
        const page = renderPage
          ? renderPage(request.url, origin).catch((error: unknown) => {
              // The page still works, drawn by the browser; the log says why it was not here.
              request.log.error({ err: error }, 'server rendering failed');
              return null;
            })
          : Promise.resolve(null);
        return Promise.all([page, version]).then(([rendered, drawnFor]) => {
          if (!rendered) {
            return reply
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-cache')
              .send(browserDrawn(request.url));
          }
          request.catalogueVersion = drawnFor;
          return sendStaticFile(request, reply.code(rendered.status), rendered.file);
        });
      }
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    });
  });
}
