import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageHintsFor } from '../src/server/plugins/page-hints.js';
import { HYDRATED_ATTRIBUTE } from '../src/shared/ssr.js';
import { PUBLIC_PAGES, type PublicPage } from '../src/shared/public-pages.js';
import {
  drawnByBrowser,
  launchBrowser,
  openPage,
  reusablePage,
  VIEWPORTS,
  type OpenedPage,
} from './support/browser.js';
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

/** Opened, taken over by the app (its scripts wait for the page's first paint), and quiet again. */
async function settled(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
  await page.waitForLoadState('networkidle');
}

let browser: Browser;
let visits: OpenedPage;
beforeAll(async () => {
  browser = await launchBrowser();
  visits = await reusablePage(browser, baseUrl);
});
afterAll(() => browser.close());

describe('page hints of the built app', () => {
  it('find every page module the route table names among the chunks of the build', () => {
    for (const page of pages.filter((candidate) => candidate.module)) {
      expect(manifest[page.module as string]?.isDynamicEntry, page.module).toBe(true);
    }
  });

  it('ask for no font before the first paint: the typeface comes with the scripts, after it', async () => {
    for (const url of ['/', '/mr']) {
      const html = await (await fetch(`${baseUrl}${url}`)).text();
      const template = html.indexOf('<template id="page-scripts">');
      expect(template, url).toBeGreaterThan(0);
      const beforeTemplate = html.slice(0, template);
      expect(beforeTemplate, url).not.toContain('as="font"');
      // The page's one stylesheet; the typeface's is the first thing the template holds.
      expect(linksIn(beforeTemplate, 'stylesheet'), url).toEqual([
        expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
      ]);
      expect(html.slice(template), url).toMatch(
        /^<template id="page-scripts"><link rel="stylesheet" data-typeface href="\/assets\/fonts-[\w-]+\.css">/,
      );
    }
  });

  it('draw the text in a stand-in until the typeface comes, and move nothing when it does', async () => {
    for (const url of ['/', '/motorcycle', '/view-details?bike=Shine']) {
      const { context, page } = await openPage(browser, baseUrl, VIEWPORTS.phone);
      try {
        // The faces held back: the page is painted and taken over in the stand-ins meanwhile.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\.woff2$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number }[]) {
              shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // Taken over, but not quiet: the faces' requests are still waiting.
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(
          (attribute) => document.documentElement.hasAttribute(attribute),
          HYDRATED_ATTRIBUTE,
        );
        const familyOf = () =>
          page
            .locator('main p')
            .first()
            .evaluate(async (paragraph) => {
              const canvas = document.createElement('canvas').getContext('2d')!;
              canvas.font = getComputedStyle(paragraph).font;
              return {
                loaded: document.fonts.check(canvas.font, 'a'),
                width: paragraph.getBoundingClientRect().width,
              };
            });
        expect((await familyOf()).loaded, url).toBe(false);
        const before = await page.evaluate(() => document.body.scrollHeight);
        release();
        await page.waitForFunction(() =>
          document.fonts.check('400 16px "Noto Sans Devanagari"', 'a'),
        );
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: number[] }).shifts,
        );
        // What Lighthouse adds up as layout shift: none worth a point.
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          url,
        ).toBeLessThan(0.01);
        const after = await page.evaluate(() => document.body.scrollHeight);
        expect(Math.abs(after - before) / before, url).toBeLessThan(0.02);
      } finally {
        await context.close();
      }
    }
  });

  it('fetch the Devanagari faces on a Marathi page after its first paint, and no Devanagari face on an English one', async () => {
    const { page } = visits;
    const devanagariFaces = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        faces: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes('/noto-sans-devanagari-devanagari-'))
          .map((entry) => ({
            weight: /-(\d00)-normal/.exec(entry.name)?.[1],
            at: entry.startTime,
          })),
      }));
    await settled(page, '/mr');
    // A heading in bold is drawn at once in the regular face, then in its own: wait for its own.
    // (Not `document.fonts.check` at 700: it is true only once every face declared at 700 has
    // loaded, and the regular file's stand-in rule is never loaded when the bold rule is there
    // before the page first draws bold Devanagari; CI timed out on it once, 30 s, not seen here.)
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
          /\/noto-sans-devanagari-devanagari-(600|700)-normal/.test(entry.name),
        ).length >= 2,
      undefined,
      { polling: 100 },
    );
    await page.evaluate(() => document.fonts.ready);
    const marathi = await devanagariFaces();
    expect(marathi.paint).toBeGreaterThan(0);
    // The three rules drawing semibold and bold from the regular face until theirs come ask for
    // its one file three times; the browser's cache answers the second and third.
    expect([...new Set(marathi.faces.map((face) => face.weight))].sort()).toEqual([
      '400',
      '600',
      '700',
    ]);
    for (const face of marathi.faces) expect(face.at).toBeGreaterThan(marathi.paint);
    // English pages show prices (₹, which the Devanagari subset also draws) and the language
    // names (a 2 KB font of their own): neither fetches the 50 KB faces.
    for (const url of ['/', '/motorcycle', '/view-details?bike=Shine']) {
      await settled(page, url);
      expect((await devanagariFaces()).faces, url).toEqual([]);
    }
  });

  it('draw bold Devanagari in the regular face until the bold faces come, in the same lines', async () => {
    const drawn = async (holdBoldBack: boolean) => {
      const { context, page } = await openPage(browser, baseUrl, VIEWPORTS.phone);
      try {
        // The bold faces' stylesheet comes with the app (web/i18n/devanagari.ts): held back, the
        // page shows what a visitor sees until it has come.
        if (holdBoldBack) await page.route(/\/assets\/devanagari-[\w-]+\.css$/, (r) => r.abort());
        await settled(page, '/mr');
        await page.evaluate(() => document.fonts.ready);
        const cdp = await context.newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: 'main h1',
        });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        return {
          faces: fonts.filter((font) => font.isCustomFont).map((font) => font.postScriptName),
          glyphs: fonts.reduce((sum, font) => sum + font.glyphCount, 0),
          height: await page.locator('main h1').evaluate((h1) => h1.getBoundingClientRect().height),
          aboutAt: await page
            .locator('#about-heading')
            .evaluate((heading) => heading.getBoundingClientRect().top),
        };
      } finally {
        await context.close();
      }
    };
    const before = await drawn(true);
    const after = await drawn(false);
    // Every letter drawn in the site's type (no boxes from a system without Devanagari), the
    // Devanagari ones in the regular face; then in the bold face, which lays out the same lines.
    expect(before.faces).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']),
    );
    expect(before.glyphs).toBe(after.glyphs);
    expect(after.faces).toEqual(['NotoSansDevanagari-Bold']);
    expect(before.height).toBe(after.height);
    expect(before.aboutAt).toBe(after.aboutAt);
  });

  it('are checked on every public page the journeys open', () => {
    expect(pages.map(sampleUrl)).toEqual(pages.map(() => expect.any(String)));
  });

  it.each(
    pages
      .filter((page) => page.module && !page.firstReads)
      .map((page) => [sampleUrl(page), page] as const),
  )('preload the chunk of %s, which reads nothing of its own', async (url, page) => {
    const served = await (await fetch(`${baseUrl}${url}`)).text();
    expect(linksIn(served, 'modulepreload')).toContain(`/${manifest[page.module as string]?.file}`);
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
      expect(reads).toEqual(page.firstReads?.(new URLSearchParams(search), 'en'));
      expect(reads.length).toBeGreaterThan(0);

      // The page as the browser alone draws it asks for every announced read itself.
      const tab = visits.page;
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        const { pathname: apiPath, search: apiSearch } = new URL(request.url());
        if (apiPath.startsWith('/api/')) asked.push(apiPath + apiSearch);
      };
      tab.on('request', onRequest);
      try {
        await drawnByBrowser(tab);
        await tab.goto(url);
        // Polled rather than read at network idle: on a busy machine the page can still be
        // rendering, its reads not yet sent, when the network has been quiet for 500 ms.
        await expect.poll(() => asked, { timeout: 15_000 }).toEqual(expect.arrayContaining(reads));
      } finally {
        tab.off('request', onRequest);
        await tab.unrouteAll();
      }
    },
  );

  // react-toastify and embla come where they are used: to a form (its answer is a toast), to the
  // panel and to the slideshow from 768 px. A phone reading Home needs neither. Their own strings
  // mark them.
  it("keep the toasts' and the slideshow's scripts off a phone's Home, and bring them where used", async () => {
    const TOASTS = 'Toastify__toast-container';
    const CAROUSEL = 'slidesInView';
    // The scripts a tab fetches, those its page asks for after it has started included.
    const watch = (opened: OpenedPage) => {
      const scripts: string[] = [];
      opened.page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.push(pathname);
      });
      return (marker: string) =>
        scripts.some((script) =>
          fs.readFileSync(path.join(webDir, script), 'utf8').includes(marker),
        );
    };
    const phone = await reusablePage(browser, baseUrl, VIEWPORTS.phone);
    const tablet = await reusablePage(browser, baseUrl, VIEWPORTS.tablet);
    try {
      const onPhone = watch(phone);
      await settled(phone.page, '/');
      expect(onPhone(TOASTS), 'toasts on Home').toBe(false);
      expect(onPhone(CAROUSEL), 'the slideshow on a phone').toBe(false);
      await settled(phone.page, '/finance');
      await expect.poll(() => onPhone(TOASTS), { message: 'toasts with a form' }).toBe(true);
      const onTablet = watch(tablet);
      await settled(tablet.page, '/');
      await expect
        .poll(() => onTablet(CAROUSEL), { message: 'the slideshow on a tablet' })
        .toBe(true);
    } finally {
      await phone.context.close();
      await tablet.context.close();
    }
  });

  // The pages that show the catalogue hold no form, so zod's checks (about 23 KB gzipped; the
  // main bundle keeps a few of its helpers) have no business on them: one import of a schema
  // file instead of its plain twin brought them to the bike page. Its issue code marks them.
  it.each(hinted.map((page) => [sampleUrl(page)] as const))(
    'keep zod out of the scripts %s loads',
    async (url) => {
      const tab = visits.page;
      const scripts: string[] = [];
      const onResponse = (response: Response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.push(pathname);
      };
      tab.on('response', onResponse);
      try {
        await settled(tab, url);
        expect(scripts.some((script) => script.startsWith('/assets/index-'))).toBe(true);
        const withZod = scripts.filter((script) =>
          fs.readFileSync(path.join(webDir, script), 'utf8').includes('invalid_type'),
        );
        expect(withZod).toEqual([]);
      } finally {
        tab.off('response', onResponse);
      }
    },
  );
});
