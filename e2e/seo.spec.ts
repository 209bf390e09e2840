/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { normaliseBikeName, type ModelSummary } from '../src/shared/catalogue.js';
import { BIKES_WITHOUT_DETAILS } from '../src/shared/constants.js';
import { launchBrowser, openPage } from './support/browser.js';

// The real build: the renderer's own head tags must be the ones the server reads its previews
// from, and the model lists' links must be real anchors before and after hydration.
const baseUrl = inject('baseUrl');
const LISTS = [
  { path: '/motorcycle', api: '/api/bikes', label: 'Motorcycles' },
  { path: '/scooters', api: '/api/scooters', label: 'Scooters' },
  { path: '/ev', api: '/api/ev', label: 'Electric Vehicles' },
] as const;

const modelHref = (model: ModelSummary) =>
  `/view-details?bike=${encodeURIComponent(model.bikeName)}`;
const models = async (api: string) =>
  (await (await fetch(`${baseUrl}${api}`)).json()) as ModelSummary[];
/** SPEC §2: on /motorcycle, View Details does nothing for two models, and no link leads there. */
const withoutDetails = (model: ModelSummary) =>
  (BIKES_WITHOUT_DETAILS as readonly string[]).includes(normaliseBikeName(model.bikeName));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('found and shared', () => {
  it.each(LISTS)('$path links every active model in its server HTML', async ({ path, api }) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const list = await models(api);
    expect(list.length).toBeGreaterThan(0);
    for (const model of list) {
      const linked = html.includes(`href="${modelHref(model)}"`);
      expect(linked, model.bikeName).toBe(path !== '/motorcycle' || !withoutDetails(model));
    }
  });

  it('gives a model page the preview and product of what the page itself declares', async () => {
    const html = await (await fetch(`${baseUrl}/view-details?bike=Shine`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
    expect(title).toMatch(/Shine/);
    expect(head).toContain(`<meta property="og:title" content="${title}"`);
    expect(head).toMatch(/<meta property="og:description" content="[^"]*Shine[^"]*"/);
    expect(head).toContain(`<link rel="canonical" href="${baseUrl}/view-details?bike=Shine"`);
    const product = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(product ?? '{}')).toMatchObject({ '@type': 'Product' });
  });

  it('keeps the links real after hydration and drops the head of the page left behind', async () => {
    const { page, problems, context } = await openPage(browser, baseUrl);
    const bikes = await models('/api/bikes');
    await page.goto('/motorcycle', { waitUntil: 'networkidle' });
    const second = bikes[1] as ModelSummary;
    // A card picks its model only once React has taken the page over.
    const card = page.locator(`[data-model-card="${second.bikeName}"]`);
    await card.click();
    await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
    const links = page
      .getByRole('navigation', { name: 'Motorcycles: model pages' })
      .getByRole('link');
    await expect.poll(() => links.count()).toBe(bikes.filter((m) => !withoutDetails(m)).length);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseUrl}/motorcycle`,
    );

    await links.filter({ hasText: second.name }).click();
    await page.waitForURL(`**${modelHref(second)}`);
    await expect.poll(() => page.title()).toContain(second.bikeName);
    // The canonical of /motorcycle must not stay on the model page drawn in the browser.
    expect(await page.locator('head [data-page-head]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
