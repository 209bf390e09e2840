/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slide } from '../src/shared/catalogue.js';
import { SLIDE_MESSAGES } from '../src/shared/slides.js';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, sidewaysOverflow, VIEWPORTS } from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const publicSlides = async (query = '') =>
  (await (await fetch(`${baseUrl}/api/images${query}`)).json()) as Slide[];

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** A wide banner picture without any words in it, made on the spot (nothing binary is committed). */
const banner = () =>
  sharp({ create: { width: 1600, height: 600, channels: 3, background: '#1e6b52' } })
    .png()
    .toBuffer();

/** The left edge of the header's content: where the page's text starts (page-container). */
const headerContentEdge = (page: Page) =>
  page.evaluate(() => {
    const container = document.querySelector('header .page-container') as HTMLElement;
    return (
      container.getBoundingClientRect().left + parseFloat(getComputedStyle(container).paddingLeft)
    );
  });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
};

const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type DOMRectLike = { x: number; y: number; width: number; height: number };

const TITLE = `Easy EMI from ₹1,999 ${Date.now().toString().slice(-5)}`;
const TITLE_MR = 'फक्त ₹1,999 पासून सोपा ईएमआय';

describe('staff adding a slide with its text', () => {
  it('shows it on Home as HTML text over the picture, with a working link, in each language', async () => {
    const before = await publicSlides();
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    await signIn(page);
    await openScreen(page, 'Manage', 'Slides');
    await page.getByRole('heading', { level: 1, name: 'Slides' }).waitFor();
    await page.getByRole('listitem', { name: `Slide ${before.length}` }).waitFor();

    // Add: a picture without words, and the words in the fields.
    await page.getByRole('button', { name: 'Add slide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a slide' });
    await dialog.getByLabel('Picture').setInputFiles({
      name: 'emi.png',
      mimeType: 'image/png',
      buffer: await banner(),
    });
    await dialog.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByLabel('Subtitle', { exact: true }).fill('Low down payment, quick approval');
    await dialog.getByLabel('Button label', { exact: true }).fill('Check your EMI');
    // A link to another site is refused at the field, and nothing is sent.
    const link = dialog.getByLabel('Button link', { exact: true });
    await link.fill('https://elsewhere.example/');
    await dialog.getByRole('button', { name: 'Add slide' }).click();
    await dialog.getByText(SLIDE_MESSAGES.link).waitFor();
    await link.fill('/finance');
    await dialog.getByLabel('Title in Marathi', { exact: true }).fill(TITLE_MR);
    await dialog.getByRole('button', { name: 'Add slide' }).click();
    await toast(page, SLIDE_MESSAGES.created);
    await dialog.waitFor({ state: 'hidden' });
    const added = page.getByRole('listitem', { name: `Slide ${before.length + 1}` });
    await added.getByText(TITLE).waitFor();

    // Move it to the front with the keyboard: the focus stays on its move button.
    for (let number = before.length + 1; number > 1; number -= 1) {
      const up = page.getByRole('button', { name: `Move slide ${number} up` });
      await up.focus();
      // The list moves at once (optimistic) and an earlier move's toast may still show: the
      // move is done when the server has answered it.
      await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/slides/order') && response.request().method() === 'PUT',
        ),
        page.keyboard.press('Enter'),
      ]);
      await toast(page, SLIDE_MESSAGES.reordered);
      await page
        .getByRole('listitem', { name: `Slide ${number - 1}` })
        .getByText(TITLE)
        .waitFor();
    }
    const [first] = await publicSlides();
    expect(first).toMatchObject({ title: TITLE, ctaLabel: 'Check your EMI', ctaHref: '/finance' });

    // On a tablet the list keeps its words readable: the buttons take a row of their own instead
    // of squeezing the title into a narrow column beside them.
    await page.setViewportSize(VIEWPORTS.tablet);
    const row = page.getByRole('listitem', { name: 'Slide 1' });
    const title = await box(row.getByText(TITLE));
    expect(title.width).toBeGreaterThan((await box(row)).width / 2);
    expect((await box(row.getByRole('button', { name: 'Edit slide 1' }))).y).toBeGreaterThan(
      title.y + title.height,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Home: the server draws the slide's words as HTML, not as part of the picture.
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain(TITLE);
    expect(html).toMatch(/<a[^>]*href="\/finance"[^>]*>Check your EMI<\/a>/);

    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 1440, height: 900 },
    ]) {
      const visitor = await openPage(browser, baseUrl, viewport);
      await visitor.page.goto('/');
      const show = visitor.page.getByRole('region', { name: 'Highlights' });
      await show.getByRole('button', { name: 'Pause slideshow' }).click();
      const slide = show.getByRole('group', { name: `1 of ${before.length + 1}` });
      const heading = slide.getByRole('heading', { level: 2, name: TITLE });
      await heading.waitFor();
      const button = slide.getByRole('link', { name: 'Check your EMI' });
      // The text starts at the header's content edge; the arrows never cover it.
      const edge = await headerContentEdge(visitor.page);
      expect(Math.abs((await box(heading)).x - edge), `${viewport.width} px`).toBeLessThan(1.5);
      expect(Math.abs((await box(button)).x - edge), `${viewport.width} px`).toBeLessThan(1.5);
      const text = await box(slide.locator('h2').locator('..'));
      for (const arrow of ['Previous slide', 'Next slide']) {
        const control = await box(show.getByRole('button', { name: arrow }));
        expect(overlaps(control, text), `${arrow} at ${viewport.width} px`).toBe(false);
      }
      expect(await sidewaysOverflow(visitor.page)).toBe(0);
      await button.click();
      await visitor.page.waitForURL((url) => url.pathname === '/finance');
      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    }

    // The Marathi page draws the Marathi title; the button, left untranslated, says the English
    // and stays on the Marathi site.
    const marathi = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    await marathi.page.goto('/mr');
    const marathiShow = marathi.page.getByRole('region').filter({
      has: marathi.page.getByRole('heading', { level: 2, name: TITLE_MR }),
    });
    await marathiShow.getByRole('heading', { level: 2, name: TITLE_MR }).waitFor();
    expect(
      await marathiShow.getByRole('link', { name: 'Check your EMI' }).first().getAttribute('href'),
    ).toBe('/mr/finance');
    expect(marathi.problems).toEqual([]);
    await marathi.context.close();

    // Delete it again, after the confirmation, leaving the demo slides as they were.
    await page.getByRole('button', { name: 'Delete slide 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this slide?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, SLIDE_MESSAGES.deleted);
    await page.getByRole('listitem', { name: `Slide ${before.length + 1}` }).waitFor({
      state: 'detached',
    });
    expect((await publicSlides()).map((slide) => slide.id)).toEqual(
      before.map((slide) => slide.id),
    );
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
