import fs from 'node:fs';
import path from 'node:path';

/**
 * What a public page will ask for as soon as its script runs: its lazy route chunk and its API
 * reads. Announced in the HTML as <link rel=modulepreload> and <link rel=preload as=fetch>, the
 * browser fetches them beside the main script instead of one after another (bench/web: the
 * model-list and bike-details pictures waited 1.7–2.1 s for that chain on a phone).
 * A hint the page does not use costs one small request and nothing else.
 */
interface PageHint {
  /** The page module as Vite's manifest names it, when the route is a lazy chunk. */
  module?: string;
  api: (search: URLSearchParams) => string[];
}

const MODEL_LIST = 'src/web/pages/model-list-page.tsx';
/** Every public page shows the dealer's contacts in its footer. */
const SITE = '/api/site';

// Mirrors the routes of src/web/routes and the first reads of each page.
const PAGE_HINTS: Record<string, PageHint> = {
  '/': { api: () => [SITE, '/api/bikes'] },
  '/motorcycle': { module: MODEL_LIST, api: () => [SITE, '/api/bikes'] },
  '/scooters': { module: MODEL_LIST, api: () => [SITE, '/api/scooters'] },
  '/ev': { module: MODEL_LIST, api: () => [SITE, '/api/ev'] },
  '/view-details': {
    module: 'src/web/pages/view-details-page.tsx',
    api: (search) => {
      // The same name and encoding as lib/bike-param and the bike-details queries use.
      const bike = search.get('bike')?.trim();
      if (!bike) return [SITE];
      const name = encodeURIComponent(bike);
      return [SITE, `/api/bikeView/${name}`, `/api/variants/${name}`];
    },
  },
};

interface ManifestChunk {
  file: string;
  imports?: string[];
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
): (pathname: string, search: string, reads?: boolean) => string {
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

  // `reads` false: the page comes drawn by the server with its data, nothing left to preload.
  return (pathname, search, reads = true) => {
    const hint = PAGE_HINTS[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
    if (!hint) return indexHtml;
    const links = [
      ...chunksOf(hint.module).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`,
      ),
      ...(reads ? hint.api(new URLSearchParams(search)) : []).map(
        (url) =>
          `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`,
      ),
    ];
    return indexHtml.replace('</head>', `${links.join('')}</head>`);
  };
}
