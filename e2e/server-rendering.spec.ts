/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModelSummary } from '../src/shared/catalogue.js';
import { HYDRATED_ATTRIBUTE, SSR_STATE_ID } from '../src/shared/ssr.js';
import { launchBrowser, openPage, reusablePage, VIEWPORTS } from './support/browser.js';
import { PUBLIC_URLS } from './support/public-routes.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let bikes: ModelSummary[];

beforeAll(async () => {
  browser = await launchBrowser();
  bikes = (await (await fetch(`${baseUrl}/api/bikes`)).json()) as ModelSummary[];
});
afterAll(() => browser.close());

/**
 * An init script: records how many of the page's scripts and preloads (those of its
 * <template id="page-scripts">) each task adds to the document. A mutation observer's callback
 * runs once at the end of each task that changed what it watches.
 */
function recordScriptBatches() {
  const batches: number[] = [];
  Object.assign(window, { scriptBatches: batches });
  new MutationObserver((records) => {
    const template = document.getElementById('page-scripts');
    if (!(template instanceof HTMLTemplateElement)) return;
    // Only the template's: the app adds preloads of its own for the chunks it imports later.
    const inTemplate = new Set(
      Array.from(template.content.querySelectorAll('link, script'), (element) =>
        element.getAttribute(element instanceof HTMLLinkElement ? 'href' : 'src'),
      ),
    );
    const added = records
      .flatMap((record) => Array.from(record.addedNodes))
      .filter(
        (node) =>
          (node instanceof HTMLLinkElement || node instanceof HTMLScriptElement) &&
          inTemplate.has(node.getAttribute(node instanceof HTMLLinkElement ? 'href' : 'src')),
      );
    if (added.length > 0) batches.push(added.length);
  }).observe(document, { childList: true, subtree: true });
}

/** What recordScriptBatches saw, with the template's addresses and the head's. */
function scriptBatchesIn(page: Page) {
  return page.evaluate(() => {
    const template = document.getElementById('page-scripts') as HTMLTemplateElement;
    // As written: an inert template's elements resolve no address.
    const urls = (root: ParentNode) =>
      Array.from(root.querySelectorAll('link, script'), (element) =>
        element.getAttribute(element instanceof HTMLLinkElement ? 'href' : 'src'),
      );
    return {
      batches: (window as unknown as { scriptBatches: number[] }).scriptBatches,
      inTemplate: urls(template.content),
      inHead: urls(document.head),
    };
  });
}

/** Where two texts part, with a little of each around it. */
function firstDifference(drawn: string, taken: string): string {
  let at = 0;
  while (at < drawn.length && drawn[at] === taken[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 30));
  return `server ${around(drawn)}, browser ${around(taken)}`;
}

describe('public pages drawn by the server', () => {
  it('show the models and a bike with JavaScript turned off', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto('/motorcycle');
      expect(await page.title()).toBe('Motorcycles | Honda Two-Wheelers, Pandharpur');
      await page.getByRole('heading', { level: 1, name: 'Motorcycles' }).waitFor();
      const first = bikes[0] as ModelSummary;
      await page.getByRole('heading', { level: 2, name: first.name }).waitFor();
      await page.getByRole('img', { name: first.name }).first().waitFor();

      await page.goto('/view-details?bike=Shine');
      expect(await page.title()).toBe('Shine details | Honda Two-Wheelers, Pandharpur');
      await page.getByRole('heading', { level: 1, name: 'Shine' }).waitFor();

      // An address that matches no page is a real 404, with the helpful page drawn.
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

      // A form cannot be sent by the browser itself, which would lose the enquiry.
      await page.goto('/contact');
      const submit = page.getByRole('form').getByRole('button', { name: 'SUBMIT' });
      expect(await submit.isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('answer 404 for a bike that does not exist, drawn as such and kept out of search engines', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      for (const url of ['/view-details?bike=Nope', '/angle-view?bike=Nope']) {
        const answer = await page.goto(url);
        expect(answer?.status(), url).toBe(404);
        await page.getByText('We could not find the model “Nope”.').waitFor();
        expect(await page.getByText(/Loading/).count(), url).toBe(0);
        const robots = page.locator('head meta[name="robots"]');
        expect(await robots.getAttribute('content'), url).toBe('noindex');
      }
    } finally {
      await context.close();
    }
  });

  it('hand a missing bike to the browser without drawing it again or asking the API again', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverMessage: Element | undefined }).serverMessage = Array.from(
            document.querySelectorAll('#root main p'),
          ).find((element) => element.textContent?.includes('could not find'));
        });
      });
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) reads.push(request.url());
      });
      for (const url of ['/view-details?bike=Nope', '/angle-view?bike=Nope']) {
        const answer = await page.goto(url, { waitUntil: 'networkidle' });
        expect(answer?.status(), url).toBe(404);
        const message = page.getByText('We could not find the model “Nope”.');
        await message.waitFor();
        // Hydration kept the server's element; a mismatch would have replaced it.
        const kept = await page.evaluate(() => {
          const drawn = (window as unknown as { serverMessage: Element | undefined }).serverMessage;
          return drawn?.isConnected === true;
        });
        expect(kept, `${url}: the server-drawn message is still the one on screen`).toBe(true);
      }
      expect(reads.filter((url) => url.includes('Nope'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("draw a bike's main picture with its stored widths, preloading the one the screen needs", async () => {
    const html = await (await fetch(`${baseUrl}/view-details?bike=Shine`)).text();
    // Attribute names are read as HTML reads them, in any case (srcSet and srcset are one).
    const hero = /<img[^>]*alt="Shine"[^>]*>/.exec(html)?.[0].toLowerCase() ?? '';
    const src = /src="([^"]+)"/.exec(hero)?.[1] ?? '';
    const hash = /^\/media\/([a-f0-9]+)\.webp$/.exec(src)?.[1];
    expect(hash, hero).toBeDefined();
    const srcset = `/media/${hash}.w400.webp 400w, /media/${hash}.w800.webp 800w, /media/${hash}.w1200.webp 1200w`;
    expect(hero).toContain(`srcset="${srcset}"`);
    expect(hero).toMatch(/sizes="[^"]+"/);
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).not.toContain('loading="lazy"');
    // The same widths in AVIF come first, for the browsers that take it.
    const picture = /<picture[^>]*><source[^>]*>/
      .exec(html.slice(0, html.toLowerCase().indexOf(hero)))?.[0]
      .toLowerCase();
    const avifSrcset = srcset.replaceAll('.webp', '.avif');
    expect(picture).toContain(`type="image/avif" srcset="${avifSrcset}"`);
    // A preload of the picture is hoisted into <head>, carrying the AVIF srcset and sizes, so a
    // phone preloads its own width rather than the original.
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(preload.toLowerCase()).toContain(`imagesrcset="${avifSrcset}"`);
    expect(preload).toContain('type="image/avif"');
    expect(preload.toLowerCase()).toMatch(/imagesizes="[^"]+"/);
    expect(preload.toLowerCase()).toContain('fetchpriority="high"');
    // It and the stylesheet come before the scripts: nothing the first paint needs queues behind
    // a script for one of the browser's six connections.
    const firstScript = head.indexOf('<script');
    expect(head.indexOf(preload)).toBeLessThan(firstScript);
    expect(head.search(/<link rel="stylesheet"/)).toBeLessThan(firstScript);
    // No face of the typeface competes with it: the typeface comes after the first paint.
    expect(head).not.toContain('as="font"');

    // Home's model cards are drawn with widths too.
    const home = await (await fetch(`${baseUrl}/`)).text();
    const card = /<img[^>]*alt="[^"]*"[^>]*class="aspect-\[3\/2\][^>]*>/.exec(home)?.[0] ?? '';
    expect(card).toMatch(/srcset="\/media\/[a-f0-9]+\.w400\.webp 400w, /i);
  });

  it('have the browser take the width it needs, keeping the pictures the server drew', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverHero: Element | null }).serverHero = document.querySelector(
            'main img[fetchpriority="high"]',
          );
        });
      });
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
      });
      await page.goto('/view-details?bike=Shine', { waitUntil: 'networkidle' });
      // 375 CSS px at one device pixel: the 400 px copy, and not the original as well.
      const hero = page.getByRole('img', { name: 'Shine', exact: true });
      const taken = await hero.evaluate((img: HTMLImageElement) => ({
        current: new URL(img.currentSrc).pathname,
        src: img.getAttribute('src'),
        kept: img === (window as unknown as { serverHero: Element | null }).serverHero,
      }));
      expect(taken.current).toMatch(/^\/media\/[a-f0-9]+\.w400\.avif$/);
      expect(images).toContain(taken.current);
      expect(images).not.toContain(taken.src);
      expect(taken.kept, 'hydration kept the server-drawn picture').toBe(true);

      // The slideshow is drawn from 768 px (by the browser: the server cannot know the screen);
      // its first slide is the page's main picture, at the width of the screen.
      const tablet = await openPage(browser, baseUrl, VIEWPORTS.tablet);
      await tablet.page.goto('/', { waitUntil: 'networkidle' });
      const slide = tablet.page.getByRole('img', { name: 'Showroom highlight 1' });
      expect(await slide.getAttribute('fetchpriority')).toBe('high');
      expect(await slide.getAttribute('loading')).toBe('eager');
      expect(await slide.getAttribute('sizes')).toBe('100vw');
      expect(await slide.getAttribute('srcset')).toMatch(
        /\.w400\.webp 400w, .*\.w1200\.webp 1200w/,
      );
      const current = await slide.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(new URL(current).pathname).toMatch(/\.w800\.webp$/);
      expect(tablet.problems).toEqual([]);
      await tablet.context.close();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("ask for the app's scripts and the typeface once the page and its main picture are painted", async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      // Home on a phone has no picture above the fold; a bike's page has its picture.
      for (const url of ['/', '/view-details?bike=Shine']) {
        await page.goto(url); // waits for the app to take the page over
        // The faces are asked for once the typeface's stylesheet applies, which may be just after
        // the app took over: wait for the stylesheet and a face before reading the timings.
        const typefaceFiles = String.raw`/assets/(fonts-[\w-]+\.css|[\w-]+\.woff2)$`;
        await expect
          .poll(() =>
            page.evaluate(
              (files) =>
                performance
                  .getEntriesByType('resource')
                  .filter((entry) => new RegExp(files).test(entry.name)).length,
              typefaceFiles,
            ),
          )
          .toBeGreaterThanOrEqual(2);
        const timing = await page.evaluate((files) => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const main = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
          const shown = main && main.getClientRects().length > 0 ? main.currentSrc : null;
          return {
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
            picture: resources.find((entry) => entry.name === shown)?.responseEnd ?? 0,
            scripts: resources
              .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
              .filter((entry) => !entry.name.includes('/assets/start-'))
              .map((entry) => entry.startTime),
            typeface: resources
              .filter((entry) => new RegExp(files).test(entry.name))
              .map((entry) => entry.startTime),
          };
        }, typefaceFiles);
        // The stylesheet, the faces the page draws with, nothing else; after the paint too.
        expect(timing.typeface.length, url).toBeGreaterThanOrEqual(2);
        expect(Math.min(...timing.typeface), url).toBeGreaterThanOrEqual(
          Math.max(timing.paint, timing.picture),
        );
        if (url !== '/') expect(timing.picture, url).toBeGreaterThan(0);
        expect(timing.paint, url).toBeGreaterThan(0);
        expect(timing.scripts.length, url).toBeGreaterThan(5);
        expect(Math.min(...timing.scripts), url).toBeGreaterThanOrEqual(
          Math.max(timing.paint, timing.picture),
        );
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('put the scripts in the document a few at a time, every one of them, all at once in a hidden tab', async () => {
    const shown = await openPage(browser, baseUrl, VIEWPORTS.phone);
    const hidden = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      await hidden.page.addInitScript(() => {
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      });
      for (const { page } of [shown, hidden]) {
        await page.addInitScript(recordScriptBatches);
        await page.goto('/compare?bikes=Shine,SP125,Unicorn'); // waits for the app to take it over
      }
      const seen = await scriptBatchesIn(shown.page);
      expect(seen.inTemplate.length).toBeGreaterThan(12);
      expect(seen.inHead).toEqual(expect.arrayContaining(seen.inTemplate));
      expect(seen.batches.reduce((sum, batch) => sum + batch, 0)).toBe(seen.inTemplate.length);
      expect(Math.max(...seen.batches)).toBeLessThanOrEqual(4);
      // A hidden tab has no taps to keep waiting, and its timers would hold each batch back.
      const unseen = await scriptBatchesIn(hidden.page);
      expect(unseen.batches).toEqual([unseen.inTemplate.length]);
      expect([...shown.problems, ...hidden.problems]).toEqual([]);
    } finally {
      await shown.context.close();
      await hidden.context.close();
    }
  });

  it('start the app in a tab that is hidden, and at the latest 2.5 s in, paint or no paint', async () => {
    const hidden = await openPage(browser, baseUrl, VIEWPORTS.phone);
    const unseen = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      // A browser that never reports the paint: the deadline starts the app.
      const noPaintReported = () => {
        PerformanceObserver.prototype.observe = () => undefined;
      };
      await unseen.page.addInitScript(noPaintReported);
      // A tab opened in the background paints nothing until shown: the app starts at once.
      await hidden.page.addInitScript(noPaintReported);
      await hidden.page.addInitScript(() => {
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      });
      for (const { page } of [hidden, unseen]) {
        const started = Date.now();
        await page.goto('/view-details?bike=Shine'); // waits for the app to take the page over
        expect(Date.now() - started).toBeLessThan(10_000);
      }
      const scriptsAt = (opened: typeof hidden) =>
        opened.page.evaluate(() =>
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
              .map((entry) => entry.startTime),
          ),
        );
      expect(await scriptsAt(unseen)).toBeGreaterThanOrEqual(2500);
      expect(await scriptsAt(hidden)).toBeLessThan(2500);
      expect([...hidden.problems, ...unseen.problems]).toEqual([]);
    } finally {
      await hidden.context.close();
      await unseen.context.close();
    }
  });

  it('leave the admin panel to the browser', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/dashboard/vehicles']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(SSR_STATE_ID);
    }
  });

  it('keep every word the server drew once the browser has taken them over', async () => {
    // Text written side by side ("{number}.") is one text node in the server's HTML; a renderer
    // that takes it over as two came out as "3.." or "." (src/web/lib/jsx-runtime.ts).
    const { context, page, problems } = await reusablePage(browser, baseUrl, VIEWPORTS.desktop);
    try {
      // The root's text before any script, and as hydration has left it: what a page reads
      // later (lists that arrive after it runs) may change it on purpose.
      await page.addInitScript((attribute) => {
        const texts = { drawn: '', taken: '' };
        Object.assign(window, { texts });
        const rootText = () => document.getElementById('root')?.textContent ?? '';
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') texts.drawn = rootText();
        });
        new MutationObserver((_records, observer) => {
          if (!document.documentElement.hasAttribute(attribute)) return;
          texts.taken = rootText();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
      }, HYDRATED_ATTRIBUTE);
      const changed: string[] = [];
      for (const url of [...PUBLIC_URLS, '/mr', '/hi/view-details?bike=Shine']) {
        await page.goto(url);
        const { drawn, taken } = await page.evaluate(
          () => (window as unknown as { texts: { drawn: string; taken: string } }).texts,
        );
        if (taken !== drawn) changed.push(`${url}: ${firstDifference(drawn, taken)}`);
      }
      expect(changed).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are taken over by the browser without being drawn again', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      // Keep the heading the server drew, before any script of the page has run.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('#root main h1');
        });
      });
      await page.goto('/motorcycle', { waitUntil: 'networkidle' });
      const list = page.getByRole('region', { name: 'Motorcycles' });
      await list.getByRole('button', { name: 'Next models' }).click();
      const second = bikes[1] as ModelSummary;
      await list.locator(`[data-model-card="${second.bikeName}"]`).click();
      await page.getByRole('region', { name: second.name }).getByRole('img').first().waitFor();

      // Hydration kept the server's elements; a mismatch would have replaced them.
      const kept = await page.evaluate(() => {
        const drawn = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return drawn !== null && drawn.isConnected && drawn === document.querySelector('main h1');
      });
      expect(kept, 'the server-drawn heading is still the one on screen').toBe(true);

      await page.goto('/contact');
      const submit = page.getByRole('form').getByRole('button', { name: 'SUBMIT' });
      await page.waitForFunction(() => {
        const button = document.querySelector<HTMLButtonElement>('main form button[type=submit]');
        return button !== null && !button.disabled;
      });
      expect(await submit.isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
