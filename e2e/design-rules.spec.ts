/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModelSummary } from '../src/shared/catalogue.js';
import {
  launchBrowser,
  openPage,
  sidewaysOverflow,
  VIEWPORTS,
  type OpenedPage,
} from './support/browser.js';
import { NOT_FOUND_URL, PUBLIC_URLS } from './support/public-routes.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** Words a sentence-case heading may still capitalise: names, not style. */
let properNouns: Set<string>;

/**
 * Names the site's headings may carry in capitals: the dealer, the town and district, Honda's
 * own words, the catalogue's model names, and the specification's own names for the bike
 * page's specification groups and the opt-in page (SPEC §2 names them so, and its texts are
 * exact). Staff-written offer titles are theirs to case; the demo offer's words are listed.
 */
const NAMES = [
  'Chandrabhaga',
  'Honda',
  'Pandharpur',
  'Solapur',
  'Maharashtra',
  'Namaskar',
  'Joy',
  'Club',
  'Diwali',
  'Dhamaka',
  'Body',
  'Dimensions',
  'Tyres',
  'Brakes',
  'Frame',
  'Suspension',
  'OPTAIN',
  'FORM',
  'Proof',
];

/** One page at each width, shared by the per-page checks (a context per page cost minutes). */
let desktop: OpenedPage;
let phone: OpenedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await openPage(browser, baseUrl, VIEWPORTS.desktop);
  phone = await openPage(browser, baseUrl, VIEWPORTS.phone);
  const lists = await Promise.all(
    ['/api/bikes', '/api/scooters', '/api/ev'].map(
      async (api) => (await (await fetch(`${baseUrl}${api}`)).json()) as ModelSummary[],
    ),
  );
  const modelWords = lists
    .flat()
    .flatMap((model) => `${model.name} ${model.bikeName}`.split(/\s+/));
  properNouns = new Set([...NAMES, ...modelWords]);
});
afterAll(async () => {
  await desktop.context.close();
  await phone.context.close();
  await browser.close();
});

/** The headings' texts on the page as shown. */
const headings = (page: Page) =>
  page.$$eval('main h1, main h2, main h3', (elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );

/**
 * The words of a heading that break sentence case: a capital after the first word that is
 * neither a name nor an abbreviation (AMC, EMI, 360°), and not the first word after a colon, a
 * full stop or a number ("1.What we collect", "Offers: Diwali").
 */
function titleCaseWords(heading: string, names: Set<string>): string[] {
  const words = heading.split(/\s+/);
  return words.filter((word, index) => {
    if (index === 0) return false;
    if (/[:.?!]$/.test(words[index - 1] ?? '')) return false;
    const bare = word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
    if (!/^\p{Lu}/u.test(bare)) return false;
    if (bare === bare.toUpperCase()) return false; // an abbreviation
    return !names.has(bare) && !names.has(word);
  });
}

describe('one visual language', () => {
  it.each([...PUBLIC_URLS, NOT_FOUND_URL])(
    'writes the headings of %s in sentence case',
    async (route) => {
      const { page } = desktop;
      await page.goto(route);
      await page.locator('main h1').first().waitFor();
      const offenders = (await headings(page)).flatMap((heading) => {
        const words = titleCaseWords(heading, properNouns);
        return words.length ? [`"${heading}" (${words.join(', ')})`] : [];
      });
      expect(offenders).toEqual([]);
    },
  );

  it('the rule itself catches Title Case', () => {
    // The guard above must be able to fail: the heading the designer's read found on Home.
    expect(titleCaseWords('Explore Other Models', new Set(NAMES))).toEqual(['Other', 'Models']);
    expect(titleCaseWords('Benefits of AMC', new Set(NAMES))).toEqual([]);
  });

  it('draws every button in one case, and a focused field with a ring that is not red', async () => {
    const { page, context } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    for (const route of ['/', '/finance', '/view-details?bike=Shine']) {
      // The bike page draws its buttons once the bike has loaded.
      await page.goto(route, { waitUntil: 'networkidle' });
      // What reads as a button: a box (a fill or a border) around words. Not a tab, a select's
      // button or a section's disclosure, which are drawn as what they are.
      const buttons = await page.$$eval('main button, main a', (elements) =>
        elements
          .filter((element) => {
            const style = getComputedStyle(element);
            const boxed =
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px';
            const control =
              element.getAttribute('role') === 'tab' ||
              element.hasAttribute('aria-haspopup') ||
              element.hasAttribute('aria-expanded');
            return boxed && !control && (element.textContent ?? '').trim().length > 1;
          })
          .map((element) => ({
            text: (element.textContent ?? '').trim(),
            transform: getComputedStyle(element).textTransform,
          })),
      );
      expect(buttons.length, route).toBeGreaterThan(0);
      expect(
        buttons.filter((button) => button.transform !== 'uppercase'),
        route,
      ).toEqual([]);
    }

    await page.goto('/admin/login');
    const field = page.getByLabel('User ID');
    await field.focus();
    const ring = await field.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderColor} ${style.boxShadow}`;
    });
    // Honda red is rgb(204, 0, 0); an error's red is Tailwind's red-600.
    expect(ring).not.toMatch(/rgba?\(204, 0, 0|rgba?\(220, 38, 38/);
    await context.close();
  });

  it.each([...PUBLIC_URLS, NOT_FOUND_URL])(
    'at 375 px, %s is no wider than the screen and nothing reads under the share tab',
    async (route) => {
      const { page } = phone;
      await page.goto(route);
      // The tab appears once the page runs in the browser: by then it is drawn as a visitor sees it.
      const tab = page.getByRole('button', { name: /social links/i });
      await tab.waitFor();
      expect(await sidewaysOverflow(page), 'sideways scrolling').toBe(0);
      const tabLeft = (await tab.boundingBox())?.x ?? 0;
      // The tab floats over whatever scrolls under it: no words of the page may reach into its
      // column (a table scrolling sideways in its own box is clipped by the box, and skipped).
      const under = await page.$$eval(
        'main :is(p, h1, h2, h3, li, label, dd, dt, input, textarea, select, a, button)',
        (elements, left) =>
          elements
            // Clipped by a box that scrolls or hides its overflow (a carousel, a row of tabs)
            // before the tab's column: what lies beyond is not drawn there.
            .filter((element) => {
              for (let box = element.parentElement; box; box = box.parentElement) {
                if (getComputedStyle(box).overflowX !== 'visible')
                  return box.getBoundingClientRect().right > left + 0.5;
              }
              return true;
            })
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .filter(
              (element) =>
                (element.textContent ?? '').trim() || element.matches('input, textarea, select'),
            )
            .filter((element) => element.getBoundingClientRect().right > left + 0.5)
            .map(
              (element) =>
                `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
            ),
        tabLeft,
      );
      expect(under).toEqual([]);
    },
  );

  it('rings a focused form field in the focus blue, never in red', async () => {
    const { page, context } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    await page.goto('/finance');
    const form = page.locator('main form').first();
    const fields = form.locator(
      'input:not([type="checkbox"]):not([aria-hidden="true"]), select, textarea',
    );
    const count = await fields.count();
    expect(count).toBeGreaterThan(4);
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      // The trap for bots is hidden from people (aria-hidden) and never focused by them.
      const forPeople = await field.evaluate((element) => !element.closest('[aria-hidden="true"]'));
      if (!forPeople || !(await field.isVisible())) continue;
      await field.focus();
      const ring = await field.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.borderColor} ${style.boxShadow} ${style.outlineColor}`;
      });
      expect(ring, (await field.getAttribute('name')) ?? '').toContain('11, 87, 208');
      expect(ring).not.toMatch(/204, 0, 0|oklch\(0\.577 0\.245/);
    }
    await context.close();
  });
});
