/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Variant } from '../src/shared/catalogue.js';
import { formatIndianNumber, formatRupees } from '../src/shared/format.js';
import type { PriceRow } from '../src/shared/manage.js';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage } from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;
let base: Variant;

beforeAll(async () => {
  browser = await launchBrowser();
  // Shine's base variant: the first one offered, which the bike page preselects.
  const variants = (await (await fetch(`${baseUrl}/api/variants/Shine`)).json()) as Variant[];
  base = variants[0] as Variant;
});
afterAll(() => browser.close());

const NEW_PRICE = 85_000;
const startFrom = (price: number) => `Start from ₹ ${formatIndianNumber(price)}/-`;

async function setPriceInDialog(page: Page, rowName: string, price: number) {
  await page.getByRole('button', { name: `Edit price of ${rowName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit price' });
  await dialog.getByLabel('Price (₹)').fill(String(price));
  await dialog.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('alert').filter({ hasText: 'Price updated successfully' }).first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a variant price set in Manage Price', () => {
  it('shows on the motorcycle list, the bike page (also as the server draws it) and the test-ride page', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    await signIn(page);
    await openScreen(page, 'Manage', 'Price');
    await page.getByRole('heading', { name: 'Manage price' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search models' }).fill('Shine');

    // The model's own row has no pencil: its price is the lowest of its variants'.
    const modelRow = page.getByRole('row').filter({ hasText: /Lowest of its \d+ variant prices/ });
    await modelRow.waitFor();
    expect(await modelRow.getByRole('button').count()).toBe(0);
    const baseName = `Shine ${base.name}`;
    await setPriceInDialog(page, baseName, NEW_PRICE);
    try {
      const baseRow = page.getByRole('row').filter({
        has: page.getByRole('button', { name: `Edit price of ${baseName}`, exact: true }),
      });
      await baseRow.getByText(formatRupees(NEW_PRICE)).waitFor();
      await modelRow.getByText(formatRupees(NEW_PRICE)).waitFor();

      await page.goto('/motorcycle');
      await page.locator('[data-model-card="Shine"]').getByText(formatRupees(NEW_PRICE)).waitFor();

      // Arriving with only the bike in the address, the page asks the server for the price.
      await page.goto('/text-ride-booking?bike=Shine');
      await page
        .getByRole('region', { name: 'Shine' })
        .getByText(formatRupees(NEW_PRICE))
        .waitFor();

      // The page as the server sends it, before any script runs.
      const drawn = await (await page.request.get('/view-details?bike=Shine')).text();
      expect(drawn.replaceAll('<!-- -->', '')).toContain(startFrom(NEW_PRICE));

      await page.goto('/view-details?bike=Shine');
      await page.getByText(startFrom(NEW_PRICE)).waitFor();
      await page.getByRole('button', { name: /^Variant/ }).click();
      const option = page.getByRole('listbox', { name: 'Variant' }).getByRole('option', {
        name: new RegExp(`^${base.name}`),
      });
      expect(await option.textContent()).toContain(formatRupees(NEW_PRICE));
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'BOOK TEST RIDE' }).click();
      await page.waitForURL(
        `**/text-ride-booking?bike=Shine&variant=${encodeURIComponent(base.name)}`,
      );
      const priceBox = page.getByRole('region', { name: 'Shine' });
      await priceBox.getByText(formatRupees(NEW_PRICE)).waitFor();
    } finally {
      // Put the demo price back for the other journeys.
      const rows = (await (await page.request.get('/api/managePrice')).json()) as PriceRow[];
      const row = rows.find((r) => r.bike_name === 'Shine' && r.variant_name === base.name);
      const restore = await page.request.patch(
        `/api/managePrice/Shine/variants/${row?.variant_id}`,
        { data: { price: base.price } },
      );
      expect(restore.status()).toBe(200);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
