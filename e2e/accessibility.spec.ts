/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  reusablePage,
  VIEWPORTS,
  type OpenedPage,
} from './support/browser.js';
import { LANGUAGES, pathInLanguage } from '../src/shared/site-languages.js';
import { seriousViolations } from './support/accessibility.js';
import { NOT_FOUND_URL, PUBLIC_URLS } from './support/public-routes.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let visits: OpenedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  visits = await reusablePage(browser, baseUrl, VIEWPORTS.phone);
});
afterAll(() => browser.close());

const PUBLIC_ROUTES = [...PUBLIC_URLS, NOT_FOUND_URL];

/** Home, a model's page and the finance form in Marathi and Hindi (Devanagari runs longer than English). */
const LANGUAGE_ROUTES = LANGUAGES.filter(({ code }) => code !== 'en').flatMap(({ code }) => [
  pathInLanguage('/', code),
  `${pathInLanguage('/view-details', code)}?bike=Shine`,
  pathInLanguage('/finance', code),
]);

async function openReady(path: string, viewport: { width: number; height: number }) {
  const opened = await openPage(browser, baseUrl, viewport);
  await opened.page.goto(path);
  await opened.page.locator('main h1').first().waitFor();
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

/** The chunks of the strings (src/web/i18n/locales/<language>/<namespace>.json) in the build. */
const STRINGS_CHUNKS = new Set(
  Object.entries(
    JSON.parse(fs.readFileSync(path.resolve('dist/web/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >,
  )
    .filter(([source]) => source.startsWith('src/web/i18n/locales/'))
    .map(([, chunk]) => `/${chunk.file}`),
);

/**
 * Opens `route` in the file's one page at 375 px, drawn and settled. `stop()` ends the visit's
 * listening and lists the strings chunks it asked for from the start (none, for a page that
 * carried what it draws).
 */
async function openInVisits(route: string) {
  const { page, problems } = visits;
  problems.length = 0;
  await page.setViewportSize(VIEWPORTS.phone);
  const strings: string[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (STRINGS_CHUNKS.has(pathname)) strings.push(pathname);
  };
  page.on('request', onRequest);
  await page.goto(route);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return {
    page,
    problems,
    stop: () => {
      page.off('request', onRequest);
      return strings;
    },
  };
}

describe('accessibility (axe, serious and critical)', () => {
  /**
   * Each public page at 375 px as loaded, then widened to 1280 px (what the wide layout draws
   * after hydration, such as Home's slideshow, comes then). The same visit also holds that the
   * page carried every string it draws: a screen whose strings are missing fetches them and
   * meanwhile blanks the page (src/web/i18n/i18n.ts). The routes are visited in one page with
   * its cache off (reusablePage): each visit still fetches every file.
   */
  it.each(PUBLIC_ROUTES)(
    '%s has no violations at 375 and 1280 px, and fetches no strings once drawn',
    async (route) => {
      const { page, problems, stop } = await openInVisits(route);
      expect(await seriousViolations(page), '375 px').toEqual([]);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.locator('main h1').first().waitFor();
      expect(await seriousViolations(page), '1280 px').toEqual([]);
      expect(stop(), 'strings fetched after the page was drawn').toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it.each(LANGUAGE_ROUTES)(
    '%s has no violations at 375 px, and fetches no strings once drawn',
    async (route) => {
      const { page, problems, stop } = await openInVisits(route);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(route.slice(1, 3));
      expect(await seriousViolations(page), '375 px').toEqual([]);
      expect(stop(), 'strings fetched after the page was drawn').toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('the check itself reports a nameless button and a picture without a text alternative', async () => {
    // The guard above is only as good as the analysis: spoil a real page and it must say so.
    const { page, stop } = await openInVisits('/amc');
    stop();
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      main.insertAdjacentHTML('afterbegin', '<button type="button"></button><img src="/x.png">');
    });
    const found = await seriousViolations(page);
    expect(found.some((line) => line.startsWith('button-name (critical)'))).toBe(true);
    expect(found.some((line) => line.startsWith('image-alt (critical)'))).toBe(true);
  });

  it('never letter-spaces Devanagari, which pulls a word apart', async () => {
    // The 404 page's small capitals label was spaced in Hindi and Marathi.
    for (const route of ['/hi/no-such-page', '/mr/privacy-policy', '/mr']) {
      const { page, stop } = await openInVisits(route);
      stop();
      const spaced = await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) =>
            Array.from(element.childNodes).some(
              (node) =>
                node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? ''),
            ),
          )
          .filter((element) => !['normal', '0px'].includes(getComputedStyle(element).letterSpacing))
          .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`),
      );
      expect(spaced, route).toEqual([]);
    }
  });

  it('the open phone menu with a dropdown has no violations', async () => {
    const { page, context, problems } = await openReady('/', VIEWPORTS.phone);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The social links first: the open menu, with the language switch at its end, covers their tab.
    await page.getByRole('complementary', { name: 'Social media' }).getByRole('button').click();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'SERVICES' }).click();
    await nav.getByRole('link', { name: 'AMC' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the desktop dropdown and the opened finance pickers have no violations', async () => {
    const { page, context, problems } = await openReady('/finance', VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'Proof of address' }).click();
    await page.getByRole('button', { name: 'Proof of identity' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'NETWORKS' })
      .click();
    await page.getByRole('link', { name: 'PANDHARPUR' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a content page can be walked with the Tab key, with a visible focus ring on every stop', async () => {
    const { page, context, problems } = await openReady('/amc', VIEWPORTS.desktop);
    // The first Tab reaches the skip link, which jumps to the page content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((node) => node === document.activeElement)).toBe(true);

    const stops: string[] = [];
    for (let step = 0; step < 100; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        // Past the last control the focus leaves the page for the browser's own UI.
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        // A ring drawn with box-shadow (form fields) counts as well as an outline.
        const ring = style.boxShadow !== 'none';
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '').slice(
            0,
            60,
          ),
          visible: outline || ring,
        };
      });
      if (focus === null) break;
      expect(focus.visible, `${focus.name} shows a focus ring`).toBe(true);
      stops.push(focus.name);
    }
    expect(stops).toContain('SERVICES');
    expect(stops).toContain('Hide social links');
    expect(stops).toContain('Play video: Annual Maintenance Contract explained');
    expect(stops).toContain('Bhimatheer Web Studio');
    expect(problems).toEqual([]);
    await context.close();
  });
});
