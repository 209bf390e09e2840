/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModelSummary } from '../src/shared/catalogue.js';
import { formatRupees } from '../src/shared/format.js';
import type { CompareAnswer } from '../src/shared/pricing.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage, sidewaysOverflow, VIEWPORTS } from './support/browser.js';

const baseUrl = inject('baseUrl');
const THREE = '/compare?bikes=Shine,SP125,Unicorn';
const WIDE = { width: 1440, height: 900 };

let browser: Browser;
let answer: CompareAnswer;
let bikes: ModelSummary[];

beforeAll(async () => {
  browser = await launchBrowser();
  answer = (await (
    await fetch(`${baseUrl}/api/compare?bikes=Shine,SP125,Unicorn`)
  ).json()) as CompareAnswer;
  bikes = (await (await fetch(`${baseUrl}/api/bikes`)).json()) as ModelSummary[];
});
afterAll(() => browser.close());

const table = (page: Page) => page.getByRole('region', { name: 'Model comparison' });
/** Specification rows: every body row but the two price rows and the group titles. */
const specRows = (page: Page) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.locator('th[scope="row"]') })
    .filter({ hasNotText: /price/i });

describe('the compare page', () => {
  it('arrives from the server with the three models and their prices', async () => {
    const html = await (await fetch(`${baseUrl}${THREE}`)).text();
    for (const model of answer.models) {
      expect(html).toContain(model.name);
      expect(html).toContain(formatRupees(model.price));
    }
    expect(html).toContain('<title>Compare models | Honda Two-Wheelers, Pandharpur</title>');
    // Its pictures are below the fold on a phone: none is asked for ahead of the first paint.
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
    // (In the markup: the page's inline script looks for such a picture by that attribute.)
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    expect(markup).not.toMatch(/fetchpriority="high"/i);

    // Without scripts, the visitor still reads the comparison.
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(THREE);
      for (const model of answer.models) {
        await table(page).getByRole('link', { name: model.name }).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it('shows three columns of prices, and fewer rows with only the differences', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, WIDE);
    try {
      await page.goto(THREE);
      await page.getByRole('heading', { level: 1, name: 'Compare models' }).waitFor();
      const priceRow = table(page).getByRole('row', { name: /Ex-showroom price/ });
      const onRoadRow = table(page).getByRole('row', { name: /On-road price/ });
      for (const [i, model] of answer.models.entries()) {
        const cells = priceRow.getByRole('cell');
        expect(await cells.nth(i).innerText()).toBe(formatRupees(model.price));
        expect(await onRoadRow.getByRole('cell').nth(i).innerText()).toBe(
          model.onRoad ? formatRupees(model.onRoad.total) : 'On-road price not available',
        );
      }
      // Each name links to the model's own page.
      expect(
        await table(page).getByRole('link', { name: answer.models[1]?.name }).getAttribute('href'),
      ).toBe('/view-details?bike=SP%20125');

      // All three fit side by side on a wide screen.
      expect(
        await table(page).evaluate((region) => region.scrollWidth - region.clientWidth),
      ).toBeLessThanOrEqual(0);

      const all = await specRows(page).count();
      expect(all).toBeGreaterThan(10);
      const toggle = page.getByRole('switch', { name: 'Show only differences' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => specRows(page).count()).toBeLessThan(all);
      const left = await specRows(page).count();
      expect(left).toBeGreaterThan(0);
      // Every row left says in words that it differs (not by colour alone).
      expect(await specRows(page).filter({ hasText: 'Differs' }).count()).toBe(left);

      await toggle.click();
      await expect.poll(() => specRows(page).count()).toBe(all);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('scrolls the columns sideways on a phone, keeping the row labels in view', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      await page.goto(THREE);
      const region = table(page);
      await region.waitFor();
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await sidewaysOverflow(page), 'the page itself does not scroll sideways').toBe(0);

      const label = region.getByRole('rowheader', { name: 'Ex-showroom price' });
      const before = await label.boundingBox();
      await region.evaluate((el) => el.scrollBy({ left: 200 }));
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const after = await label.boundingBox();
      expect(after?.x).toBe(before?.x);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('rewrites the address when a slot changes, and asks for models when too few are named', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, WIDE);
    try {
      await page.goto('/compare?bikes=Shine');
      await page.getByText('Choose two or three models to compare.').waitFor();
      expect(await table(page).count()).toBe(0);

      await page.getByLabel('Second model').selectOption({ label: 'Unicorn' });
      await page.waitForURL((url) => url.search === '?bikes=Shine,Unicorn');
      await table(page).getByRole('link', { name: 'Honda Unicorn' }).waitFor();

      await page.getByLabel('Third model (optional)').selectOption({ label: 'SP 125' });
      await page.waitForURL((url) => url.search === '?bikes=Shine,Unicorn,SP%20125');
      await table(page).getByRole('link', { name: 'Honda SP 125' }).waitFor();

      // The same model twice cannot be compared.
      await page.getByLabel('First model').selectOption({ label: 'Unicorn' });
      await page.getByText('Choose different models to compare.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens from a model card on the list, with the next model of the list beside it', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, WIDE);
    try {
      const [first, second] = bikes as [ModelSummary, ModelSummary];
      await page.goto('/motorcycle');
      const link = page.getByRole('link', {
        name: `Compare ${first.bikeName} with ${second.bikeName}`,
      });
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/compare');
      await table(page).getByRole('link', { name: first.name }).waitFor();
      await table(page).getByRole('link', { name: second.name }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens from the bike page with the next model of its type', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, WIDE);
    try {
      const at = bikes.findIndex((bike) => bike.bikeName === 'Shine');
      const next = bikes[(at + 1) % bikes.length] as ModelSummary;
      await page.goto('/view-details?bike=Shine');
      await page.getByRole('link', { name: `Compare Shine with ${next.bikeName}` }).click();
      await page.waitForURL((url) => url.pathname === '/compare');
      await table(page).getByRole('link', { name: next.name }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
