import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageHintsFor } from '../src/server/plugins/page-hints.js';
import { PUBLIC_PAGES, type PublicPage } from '../src/shared/public-pages.js';
import { drawnByBrowser, launchBrowser, openPage } from './support/browser.js';
import { PUBLIC_URLS } from './support/public-routes.js';

// The page hints of the real build: the modules the route table names must be the chunks Vite
// wrote, and the reads announced must be the reads the page makes.
const baseUrl = inject('baseUrl');
const webDir = path.resolve('dist/web');
const manifest = JSON.parse(
  fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { file: string; isDynamicEntry?: boolean }>;
const hintsOf = pageHintsFor(webDir, fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));

const pages = Object.values(PUBLIC_PAGES as Record<string, PublicPage>);
const hinted = pages.filter((page) => page.firstReads);
/** The address the journeys open for a page: with a sample bike or dealer where it needs one. */
const sampleUrl = (page: PublicPage) =>
  PUBLIC_URLS.find((url) => url.split('?')[0] === page.path.replace(':id', '1')) as string;

const linksIn = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, 'g'))].map(
    (match) => match[1] as string,
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('page hints of the built app', () => {
  it('find every page module the route table names among the chunks of the build', () => {
    for (const page of pages.filter((candidate) => candidate.module)) {
      expect(manifest[page.module as string]?.isDynamicEntry, page.module).toBe(true);
    }
  });

  it('are checked on every public page the journeys open', () => {
    expect(pages.map(sampleUrl)).toEqual(pages.map(() => expect.any(String)));
  });

  it.each(hinted.map((page) => [sampleUrl(page), page] as const))(
    'preload the chunk and the first reads of %s',
    async (url, page) => {
      const served = await (await fetch(`${baseUrl}${url}`)).text();
      if (page.module) {
        expect(linksIn(served, 'modulepreload')).toContain(`/${manifest[page.module]?.file}`);
      }

      const [pathname, search = ''] = url.split('?');
      const reads = linksIn(hintsOf(pathname as string, search), 'preload" as="fetch');
      expect(reads).toEqual(page.firstReads?.(new URLSearchParams(search)));
      expect(reads.length).toBeGreaterThan(0);

      // The page as the browser alone draws it asks for every announced read itself.
      const { context, page: tab } = await openPage(browser, baseUrl);
      try {
        const asked: string[] = [];
        tab.on('request', (request) => {
          const { pathname: apiPath, search: apiSearch } = new URL(request.url());
          if (apiPath.startsWith('/api/')) asked.push(apiPath + apiSearch);
        });
        await drawnByBrowser(tab);
        await tab.goto(url, { waitUntil: 'networkidle' });
        expect(asked).toEqual(expect.arrayContaining(reads));
      } finally {
        await context.close();
      }
    },
  );
});
