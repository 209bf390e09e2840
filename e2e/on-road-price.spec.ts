/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerDate, formatRupees } from '../src/shared/format.js';
import {
  PRICING_MESSAGES,
  type OnRoadQuote,
  type OnRoadRulesInput,
  type OnRoadSettings,
} from '../src/shared/pricing.js';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function quote(query: string): Promise<OnRoadQuote> {
  const answer = await fetch(`${baseUrl}/api/onRoadPrice?${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as OnRoadQuote;
}

describe('the on-road price of a variant', () => {
  it('shows on the bike page, opens its breakdown in a dialog on a phone, and goes along to the test ride', async () => {
    const disc = await quote('bike=Shine&variant=Disc');
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    await page.goto('/view-details?bike=Shine');
    await page.getByRole('button', { name: /^Variant/ }).click();
    await page
      .getByRole('listbox', { name: 'Variant' })
      .getByRole('option', { name: /^Disc/ })
      .click();

    const line = page.getByText(`On-road price in Pandharpur: ${formatRupees(disc.total)}`);
    await line.waitFor();

    const opener = page.getByRole('button', { name: 'See breakdown' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'On-road price in Pandharpur' });
    await dialog.waitFor();
    await dialog.getByText('Shine, Disc').waitFor();
    expect(await dialog.getByText(`Road tax (${disc.roadTaxPercent}%)`).isVisible()).toBe(true);
    expect(await dialog.getByText(formatRupees(disc.total)).isVisible()).toBe(true);
    await dialog.getByText('Indicative; the final figure is on the invoice').waitFor();
    // The dialog fits the phone: nothing of it is cut off at the sides.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width).toBe(true);
    await page.screenshot({ path: 'e2e/screenshots/on-road-breakdown-375.png' });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'BOOK TEST RIDE' }).click();
    await page.waitForURL('**/text-ride-booking?bike=Shine&variant=Disc');
    const summary = page.getByRole('region', { name: 'Shine' });
    await summary.getByText('Variant: Disc').waitFor();
    await summary
      .getByText(`On-road price in Pandharpur: ${formatRupees(disc.total)}, indicative`)
      .waitFor();

    // The address alone carries the variant: a reload shows the same price.
    await page.reload();
    await summary.getByText('Variant: Disc').waitFor();
    await summary.getByText(formatRupees(disc.exShowroom)).waitFor();
    await summary
      .getByText(`On-road price in Pandharpur: ${formatRupees(disc.total)}, indicative`)
      .waitFor();
    await page.screenshot({ path: 'e2e/screenshots/on-road-test-ride-375.png', fullPage: true });

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('new on-road rates saved by the owner', () => {
  it('change the total on the bike page once it is reloaded', async () => {
    const before = await quote('bike=Shine');
    const { page, context, problems } = await openPage(browser, baseUrl);
    await signIn(page);
    const settings = (await (
      await page.request.get('/api/on-road-rules')
    ).json()) as OnRoadSettings;
    const { id: _id, demo: _demo, createdAt: _at, createdBy: _by, ...inForce } = settings.current;
    const newFee = inForce.registrationFee + 500;

    try {
      await openScreen(page, 'Manage', 'On-road Price');
      await page.getByRole('heading', { level: 1, name: 'On-road Price' }).waitFor();
      const form = page.getByRole('form', { name: 'New on-road rates' });
      await form.getByLabel('Registration fee (₹)').fill(String(newFee));
      await page.screenshot({ path: 'e2e/screenshots/on-road-settings-1280.png', fullPage: true });
      await form.getByRole('button', { name: 'Save new rates' }).click();
      await page.getByRole('alert').filter({ hasText: PRICING_MESSAGES.rulesSaved }).waitFor();
      await page
        .getByRole('region', { name: 'Rates in force' })
        .getByText(formatRupees(newFee))
        .waitFor();

      await page.goto('/view-details?bike=Shine');
      await page.reload();
      await page
        .getByText(`On-road price in Pandharpur: ${formatRupees(before.total + 500)}`)
        .waitFor();
    } finally {
      // Put the rates back for the other journeys: a newer version from the same day wins.
      const restore: OnRoadRulesInput = { ...inForce, effectiveFrom: dealerDate(Date.now()) };
      const answer = await page.request.post('/api/on-road-rules', { data: restore });
      expect(answer.status()).toBe(201);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
