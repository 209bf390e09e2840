import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES, type PublicPage } from '../../shared/public-pages.js';
import type { LanguageCode } from '../../shared/site-languages.js';

/**
 * What a public page will ask for as soon as its script runs: its lazy route chunk and its API
 * reads. Announced in the HTML as <link rel=modulepreload> and <link rel=preload as=fetch>, the
 * browser fetches them beside the main script instead of one after another. A hint the page does
 * not use costs one small request and nothing else. The pages, their modules and their first
 * reads are the web route table's own (shared/public-pages.ts); the chunks are the build's.
 * Pages with no reads of their own (about, finance, the forms) still get their chunk: without it
 * the chunk was asked for only once the main script had run, and the page answered a tap later.
 */
const HINTED_PAGES = Object.values(PUBLIC_PAGES as Record<string, PublicPage>)
  .filter((page) => page.firstReads || page.module)
  .map((page) => ({
    page,
    // '/dealers/:id' answers /dealers/1.
    pattern: new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}$`),
  }));
const hintedPage = (pathname: string) =>
  HINTED_PAGES.find(({ pattern }) => pattern.test(pathname))?.page;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Vite's manifest of the built app (`build.manifest`): what each source module was built as. */
function readManifest(root: string): Manifest {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  return fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
}

/**
 * The code of src/web/start.ts as built, if it was: a server-drawn page carries it inline
 * (spa.ts), and the Content-Security-Policy lets it run by its hash (security.ts).
 */
export function startScriptIn(root: string): string | undefined {
  const file = readManifest(root)['src/web/start.ts']?.file;
  return file ? fs.readFileSync(path.join(root, file), 'utf8').trim() : undefined;
}

/** Marks the typeface's stylesheet, which the first paint does not wait for (spa.ts). */
export const TYPEFACE_ATTRIBUTE = 'data-typeface';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Reads Vite's manifest (`build.manifest`) from the built app and returns a function giving the
 * index.html for a page, with that page's hints in its head.
 */
export function pageHintsFor(
  root: string,
  indexHtml: string,
): (pathname: string, search: string, reads?: boolean, language?: string) => string {
  const manifest = readManifest(root);
  const entry = manifest['index.html'];
  // Chunks index.html already loads need no hint.
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  if (entry) collect('index.html', loaded);

  const chunksOf = (module: string | undefined): string[] => {
    if (!module) return [];
    const files = new Set<string>();
    collect(module, files);
    return [...files].filter((file) => !loaded.has(file));
  };

  /**
   * The site's typeface (web/fonts.css), a stylesheet apart from the page's own: a server-drawn
   * page moves it in with its scripts, to be fetched once the page is painted (spa.ts); the app's
   * own pages load it in their head. Not preloaded: its faces, beside the page's stylesheet on a
   * slow connection, held the first paint back, and text is drawn in the fallback fonts meanwhile.
   */
  const typeface = manifest['src/web/fonts.css']?.file;
  const typefaceLink = typeface
    ? [`<link rel="stylesheet" ${TYPEFACE_ATTRIBUTE} href="/${escapeAttribute(typeface)}">`]
    : [];

  // `reads` false: the page comes drawn by the server with its data, nothing left to preload.
  return (pathname, search, reads = true, language = 'en') => {
    const page = hintedPage(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    const links = [
      ...typefaceLink,
      ...chunksOf(page?.module).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
      ),
      ...(reads && page?.firstReads
        ? page.firstReads(new URLSearchParams(search), language as LanguageCode)
        : []
      ).map(
        (url) =>
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`,
      ),
    ];
    return links.length === 0
      ? indexHtml
      : indexHtml.replace('</head>', `${links.join('')}</head>`);
  };
}
