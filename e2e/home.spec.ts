/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModelSummary, Site } from '../src/shared/catalogue.js';
import { launchBrowser, openPage, sidewaysOverflow, VIEWPORTS } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let bikes: ModelSummary[];
let site: Site;

beforeAll(async () => {
  browser = await launchBrowser();
  bikes = (await (await fetch(`${baseUrl}/api/bikes`)).json()) as ModelSummary[];
  site = (await (await fetch(`${baseUrl}/api/site`)).json()) as Site;
});
afterAll(() => browser.close());

describe('a visitor on the home page', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)(
    'sees the first 3 bikes and the sales phone, and reaches /motorcycle through the menu (%s)',
    async (name, viewport) => {
      const { page, context, problems } = await openPage(browser, baseUrl, viewport);
      await page.goto('/');

      const strip = page.getByRole('region', { name: 'Explore our models' });
      for (const bike of bikes.slice(0, 3)) {
        await strip.getByText(bike.name, { exact: true }).first().waitFor();
      }
      expect(await strip.getByText(bikes[3]?.name as string, { exact: true }).count()).toBe(0);

      const salesLink = page.locator(`header a[href="tel:${site.dealer.sale_no}"]`).first();
      await salesLink.getByText(site.dealer.sale_no).waitFor({ state: 'visible', timeout: 5000 });
      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);

      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'MOTORCYCLE' })
        .click();
      await page.waitForURL('**/motorcycle');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .getByText(bikes[0]?.name as string)
        .first()
        .waitFor();

      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('gets exactly one meta description on Home and on another page', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    for (const url of ['/', '/amc']) {
      await page.goto(url);
      await page.locator('main h1, main h2').first().waitFor();
      expect(await page.locator('meta[name="description"]').count(), url).toBe(1);
    }
    await context.close();
  });

  it('sees the footer with the dealer name, address, phones, the current year and the developer credit', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByText(site.dealer.address).first().waitFor();
    const text = await footer.innerText();
    expect(text).toContain(site.dealer.name);
    expect(text).toContain(String(new Date().getFullYear()));
    const credit = footer.getByRole('link', { name: site.developerCredit.name });
    expect(await credit.getAttribute('href')).toBe(site.developerCredit.url);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads the admin code only under /admin and shows no public header there', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('region', { name: 'Explore our models' }).waitFor();
    const publicScripts = [...scripts];
    await page.goto('/admin/login');
    await page.getByRole('heading', { name: 'Admin login' }).waitFor();
    const adminOnly = scripts.filter((url) => !publicScripts.includes(url));
    expect(adminOnly.length).toBeGreaterThan(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });
});
