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
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

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
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
    : {};
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // Chunks index.html already loads need no hint.
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) collect(entryKey, loaded);

  const chunksOf = (module: string | undefined): string[] => {
    if (!module) return [];
    const files = new Set<string>();
    collect(module, files);
    return [...files].filter((file) => !loaded.has(file));
  };

  /**
   * A language's type (Marathi and Hindi: the Devanagari font), so the page is drawn in it from
   * the start. Its strings need no hint: a server-drawn page carries those it uses.
   */
  const typeOf = (language: string) =>
    language === 'en'
      ? []
      : (manifest['src/web/i18n/devanagari.ts']?.css ?? []).map(
          (file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`,
        );

  // `reads` false: the page comes drawn by the server with its data, nothing left to preload.
  return (pathname, search, reads = true, language = 'en') => {
    const page = hintedPage(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    const links = [
      ...typeOf(language),
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
