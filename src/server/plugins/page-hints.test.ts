import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.js';

// A built app in miniature: index.html, its entry chunk and Vite's manifest with two lazy pages.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-hints-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.mkdirSync(path.join(webDir, '.vite'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Dealer</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
);
for (const file of [
  'index-1.js',
  'shared-2.js',
  'details-3.js',
  'lists-4.js',
  'about-7.js',
  'dealer-8.js',
]) {
  fs.writeFileSync(path.join(webDir, 'assets', file), `/* ${file} */`);
}
fs.writeFileSync(
  path.join(webDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_shared-2.js'],
      css: ['assets/index-9.css'],
    },
    '_shared-2.js': { file: 'assets/shared-2.js' },
    'src/web/pages/view-details-page.tsx': {
      file: 'assets/details-3.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-2.js', '_lists-4.js'],
    },
    '_lists-4.js': { file: 'assets/lists-4.js' },
    'src/web/pages/model-list-page.tsx': { file: 'assets/lists-4.js', isDynamicEntry: true },
    'src/web/pages/about-page.tsx': {
      file: 'assets/about-7.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-2.js'],
    },
    'src/web/pages/dealer-page.tsx': { file: 'assets/dealer-8.js', isDynamicEntry: true },
    'src/web/fonts.css': { file: 'assets/fonts-5.css', isEntry: true },
    // The Devanagari type's other weights, which come with the app: never hinted.
    'src/web/i18n/devanagari.ts': { file: 'assets/devanagari-6.css', isDynamicEntry: true },
  }),
);

// The site's typeface, a stylesheet of its own: both halves of the type, each face fetched only
// for its letters.
fs.writeFileSync(
  path.join(webDir, 'assets', 'fonts-5.css'),
  '@font-face{font-weight:400;src:url(/assets/noto-sans-devanagari-latin-400-normal-Ab_1.woff2)format("woff2")}',
);
const TYPEFACE = '<link rel="stylesheet" data-typeface href="/assets/fonts-5.css">';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);

describe('page hints in the HTML', () => {
  it('preloads the bike-details chunks and reads, in the encoding the page uses', async () => {
    const response = await t.app.inject({ url: '/view-details?bike=Activa%20e%3A' });
    expect(response.statusCode).toBe(200);
    expect(links(response.body)).toEqual([
      TYPEFACE,
      '<link rel="modulepreload" crossorigin href="/assets/details-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/lists-4.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/site">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/bikeView/Activa%20e%3A">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/variants/Activa%20e%3A">',
    ]);
  });

  it('preloads the list chunk and the models of a list page', async () => {
    const response = await t.app.inject({ url: '/scooters' });
    expect(links(response.body)).toEqual([
      TYPEFACE,
      '<link rel="modulepreload" crossorigin href="/assets/lists-4.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/site">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/scooters">',
    ]);
  });

  it('links the one typeface stylesheet in every language, and preloads no font', async () => {
    for (const code of ['mr', 'hi']) {
      const response = await t.app.inject({ url: `/${code}/scooters` });
      expect(links(response.body), code).toEqual([
        TYPEFACE,
        '<link rel="modulepreload" crossorigin href="/assets/lists-4.js">',
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/site">',
        // The list in the page's language, as the page asks for it.
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/scooters?lang=${code}">`,
      ]);
      // The Devanagari type's other weights come with the app.
      expect(response.body, code).not.toContain('devanagari-6.css');
    }
    const english = await t.app.inject({ url: '/scooters' });
    expect(links(english.body)[0]).toBe(TYPEFACE);
    expect(english.body).not.toContain('as="font"');
  });

  it('cannot be made to write markup from the address', async () => {
    const response = await t.app.inject({
      url: `/view-details?bike=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(response.body).not.toContain('<script>alert');
    expect(response.body.match(/<script/g)).toHaveLength(1);
  });

  it('preloads the chunk of a page that reads nothing of its own', async () => {
    const response = await t.app.inject({ url: '/about' });
    expect(links(response.body)).toEqual([
      TYPEFACE,
      '<link rel="modulepreload" crossorigin href="/assets/about-7.js">',
    ]);
  });

  it("preloads the dealer page's chunk at the dealer's own address", async () => {
    const response = await t.app.inject({ url: '/dealers/1' });
    expect(links(response.body)).toEqual([
      TYPEFACE,
      '<link rel="modulepreload" crossorigin href="/assets/dealer-8.js">',
    ]);
  });

  it('gives a page without hints of its own only its type', async () => {
    const response = await t.app.inject({ url: '/no-such-page' });
    expect(links(response.body)).toEqual([TYPEFACE]);
    expect(response.body).toContain('<div id="root">');
  });

  it('does not put the typeface ahead of the scripts: the first paint does not wait for it', async () => {
    const response = await t.app.inject({ url: '/mr/scooters' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head.indexOf(TYPEFACE)).toBeGreaterThan(head.indexOf('<script'));
    expect(head.indexOf('modulepreload')).toBeGreaterThan(head.indexOf('<script'));
  });

  it('never serves the build manifest', async () => {
    const response = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('isEntry');
  });
});
