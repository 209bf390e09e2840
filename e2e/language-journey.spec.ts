import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Colour } from '../src/shared/catalogue.js';
import { LANGUAGES } from '../src/shared/site-languages.js';
import { HYDRATED_ATTRIBUTE } from '../src/shared/ssr.js';
import {
  launchBrowser,
  sidewaysOverflow,
  VIEWPORTS,
  visitsInOnePage,
  type OpenedPage,
} from './support/browser.js';

// A visitor reading Marathi or Hindi, on a phone: the switch on English Home, a model, its test
// ride, the thanks and a field the server refuses, each in the page's language.
const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/shots-languages';

/** One namespace of a language's strings, as the site shows them; a missing key fails the test. */
function strings(code: string, namespace: string): (key: string) => string {
  const texts = JSON.parse(
    fs.readFileSync(`src/web/i18n/locales/${code}/${namespace}.json`, 'utf8'),
  ) as Record<string, string>;
  return (key) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`${code}/${namespace}.json has no ${key}`);
    return text;
  };
}

/**
 * The page a link led to has taken over its server's markup (src/web/lib/hydration-mark.tsx):
 * a plain link loads a new document, which `goto`'s own wait does not cover.
 */
function hydrated(page: Page) {
  return page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/** A screenshot once the page's fonts are in: Devanagari drawn before its font arrives is boxes here. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage });
}

let browser: Browser;
/** The file's visits, in one page: each starts as a new visitor's (visitsInOnePage). */
let visit: (viewport?: { width: number; height: number }) => Promise<OpenedPage>;
beforeAll(async () => {
  browser = await launchBrowser();
  visit = visitsInOnePage(browser, baseUrl);
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

describe.each(LANGUAGES.filter((language) => language.code !== 'en'))(
  'a visitor reading $name',
  ({ code, prefix, name }) => {
    const forms = strings(code, 'forms');
    const messages = strings(code, 'messages');
    const bikeDetails = strings(code, 'bikeDetails');
    const catalogue = strings(code, 'catalogue');

    it('switches to it on English Home, opens a model, books a test ride and is thanked in it', async () => {
      const { page, problems } = await visit(VIEWPORTS.phone);
      await page.goto('/');
      // On a phone the switch ends the menu behind the toggle.
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('button', { name: 'Open menu' }).click();
      await menu
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name, exact: true })
        .click();
      await page.waitForURL(`${baseUrl}${prefix}`);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
      expect(await page.title(), 'the title follows the language').toMatch(/[\u0900-\u097F]/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(
        code,
      );
      await shoot(page, `home-${code}-375.png`);
      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);

      // Home's card opens the model list with the model chosen; its page is one link on.
      await page.getByRole('link', { name: 'Honda Shine', exact: true }).first().click();
      await page.waitForURL(`**${prefix}/motorcycle`);
      await page
        .getByRole('link', { name: catalogue('viewDetails') })
        .first()
        .click();
      await page.waitForURL(`**${prefix}/view-details?bike=Shine`);
      await page.getByRole('tab', { name: bikeDetails('tabSpecifications') }).waitFor();
      await shoot(page, `bike-${code}-375.png`);
      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);

      await page.getByRole('link', { name: bikeDetails('bookTestRide') }).click();
      await page.waitForURL(`**${prefix}/text-ride-booking?bike=Shine**`);
      const form = page.getByRole('form', { name: forms('testRideHeading') });
      await form.getByLabel(forms('labelYourName')).fill('ओंकार देशमुख');
      await form.getByLabel(forms('labelEmailAddress')).fill('omkar@example.com');
      await form.getByLabel(forms('labelContactNumber')).fill(`98${String(Date.now()).slice(-8)}`);
      const colours = (await (await fetch(`${baseUrl}/api/bikeColours/Shine`)).json()) as Colour[];
      await form.getByLabel(forms('labelColour')).selectOption(colours[0]?.name ?? '');
      await form.getByLabel(forms('labelMessage')).fill('रविवारी टेस्ट राइड मिळेल का?');
      await form.getByRole('checkbox').check();

      // The server refuses the number it is sent (the page had checked another): its message
      // comes back in English with a code, and the page says it in the visitor's language.
      await page.route('**/api/postBooking', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, mobileNo: '12345' }) });
      });
      await form.getByRole('button', { name: forms('submit') }).click();
      await form.getByText(messages('invalidMobile')).waitFor();
      await page.unroute('**/api/postBooking');

      await form.getByRole('button', { name: forms('submit') }).click();
      const thanks = page.getByText(forms('productSuccess')).first();
      await thanks.waitFor();
      // In the site's type: toasts had plain sans-serif, boxes where no Devanagari font is installed.
      expect(await thanks.evaluate((toast) => getComputedStyle(toast).fontFamily)).toMatch(
        /^"?Noto Sans Devanagari/,
      );
      await shoot(page, `test-ride-sent-${code}-375.png`, false);
      expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    });

    it('shows the finance form in that language at 375 px without sideways scrolling', async () => {
      const { page, problems } = await visit(VIEWPORTS.phone);
      await page.goto(`${prefix}/finance`);
      await page
        .getByRole('button', { name: forms('submit') })
        .first()
        .waitFor();
      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);
      await shoot(page, `finance-${code}-375.png`);
      expect(problems).toEqual([]);
    });

    it('switches to English on the same page, and remembers the choice', async () => {
      const { page, context, problems } = await visit(VIEWPORTS.desktop);
      await page.goto(`${prefix}/about`);
      await page.getByRole('link', { name: 'English', exact: true }).first().click();
      await page.waitForURL(`${baseUrl}/about`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
      expect(problems).toEqual([]);
    });
  },
);
