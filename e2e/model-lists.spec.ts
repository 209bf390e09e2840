/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { normaliseBikeName, type ModelSummary } from '../src/shared/catalogue.js';
import { formatRupees } from '../src/shared/format.js';
import {
  drawnByBrowser,
  launchBrowser,
  visitsInOnePage,
  sidewaysOverflow,
  VIEWPORTS,
} from './support/browser.js';
import { seriousViolations } from './support/accessibility.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let visit: ReturnType<typeof visitsInOnePage>;
let bikes: ModelSummary[];
let scooters: ModelSummary[];

beforeAll(async () => {
  browser = await launchBrowser();
  visit = visitsInOnePage(browser, baseUrl);
  bikes = (await (await fetch(`${baseUrl}/api/bikes`)).json()) as ModelSummary[];
  scooters = (await (await fetch(`${baseUrl}/api/scooters`)).json()) as ModelSummary[];
});
afterAll(() => browser.close());

const bikeNamed = (name: string) => {
  const bike = bikes.find((model) => normaliseBikeName(model.bikeName) === name);
  if (!bike) throw new Error(`The demo catalogue has no ${name}`);
  return bike;
};

/** The browser's own log line for a response this test made fail on purpose. */
const unprovoked = (problems: string[], status: number) =>
  problems.filter(
    (line) =>
      !line.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
  );

const carousel = (page: Page, name: string) => page.getByRole('region', { name });

/** Model cards lying wholly inside the carousel's clipping viewport. */
function fullyVisibleCards(page: Page, name: string): Promise<string[]> {
  return carousel(page, name).evaluate((section) => {
    const viewport = section.querySelector('.overflow-hidden');
    if (!viewport) return [];
    const box = viewport.getBoundingClientRect();
    return Array.from(section.querySelectorAll<HTMLElement>('[data-model-card]'))
      .filter((card) => {
        const rect = card.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      })
      .map((card) => card.dataset.modelCard ?? '');
  });
}

async function noSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);
}

describe('a visitor browsing a model list', () => {
  it.each([
    ['phone', VIEWPORTS.phone, 1],
    ['tablet', VIEWPORTS.tablet, 2],
    ['desktop', VIEWPORTS.desktop, 6],
  ] as const)(
    'on a %s sees whole pages of cards, the first model chosen, previous disabled at the start and next at the end',
    async (_name, viewport, perPage) => {
      const { page, problems } = await visit(viewport);
      await page.goto('/motorcycle');
      const list = carousel(page, 'Motorcycles');
      const cards = list.locator('[data-model-card]');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(bikes.length);

      await expect
        .poll(() => fullyVisibleCards(page, 'Motorcycles'))
        .toEqual(bikes.slice(0, perPage).map((bike) => bike.bikeName));
      expect(await cards.first().getAttribute('aria-pressed')).toBe('true');
      expect(await list.locator('[aria-pressed="true"]').count()).toBe(1);
      await page.getByRole('heading', { level: 2, name: bikes[0]?.name }).waitFor();

      const previous = list.getByRole('button', { name: 'Previous models' });
      const next = list.getByRole('button', { name: 'Next models' });
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);

      for (let presses = 0; !(await next.isDisabled()); presses += 1) {
        expect(presses, 'the end is reached').toBeLessThan(bikes.length);
        await next.click();
      }
      expect(await previous.isDisabled()).toBe(false);
      // At the end the last cards are in view, as many as fit.
      await expect
        .poll(() => fullyVisibleCards(page, 'Motorcycles'))
        .toEqual(bikes.slice(-perPage).map((bike) => bike.bikeName));
      await noSidewaysScroll(page);

      await previous.click();
      expect(await next.isDisabled()).toBe(false);
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'picks a card and sees its picture, engine, power, transmission and price (%s)',
    async (_name, viewport) => {
      const { page, problems } = await visit(viewport);
      await page.goto('/scooters');
      const list = carousel(page, 'Scooters');
      const second = scooters[1] as ModelSummary;
      if (viewport.width < 640) await list.getByRole('button', { name: 'Next models' }).click();
      const card = list.locator(`[data-model-card="${second.bikeName}"]`);
      await card.click();
      expect(await card.getAttribute('aria-pressed')).toBe('true');
      expect(
        await list
          .locator(`[data-model-card="${scooters[0]?.bikeName}"]`)
          .getAttribute('aria-pressed'),
      ).toBe('false');

      const panel = page.getByRole('region', { name: second.name });
      await panel.getByRole('img', { name: second.name }).waitFor();
      const text = await panel.innerText();
      for (const value of Object.values(second.specs)) expect(text).toContain(value);
      expect(text).toContain(formatRupees(second.price));
      await noSidewaysScroll(page);
      expect(problems).toEqual([]);
    },
  );

  it('goes to the EMI calculator with the bike in the URL and in the navigation state', async () => {
    const { page, problems } = await visit();
    await page.goto('/motorcycle');
    const bike = bikes[1] as ModelSummary;
    await carousel(page, 'Motorcycles').locator(`[data-model-card="${bike.bikeName}"]`).click();
    await page.getByRole('region', { name: bike.name }).getByRole('link', { name: 'EMI' }).click();
    await page.waitForURL(`**/finance?bike=${encodeURIComponent(bike.bikeName)}`);
    const state = await page.evaluate(() => (history.state as { usr?: unknown }).usr);
    expect(state).toEqual({ bikeName: bike.bikeName, bikePrice: bike.price });
    expect(problems).toEqual([]);
  });

  it('opens the real PDF brochure in a new tab', async () => {
    const { page, problems } = await visit();
    await page.goto('/ev');
    const brochure = page.getByRole('link', { name: /E-Brochure/ });
    expect(await brochure.getAttribute('target')).toBe('_blank');
    expect(await brochure.getAttribute('rel')).toContain('noopener');
    const href = (await brochure.getAttribute('href')) as string;
    const response = await fetch(new URL(href, baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(problems).toEqual([]);
  });

  it('opens the details and the 360° view of a model with its name in the URL', async () => {
    const { page, problems } = await visit();
    await page.goto('/motorcycle');
    const bike = bikeNamed('SP125');
    await carousel(page, 'Motorcycles').locator(`[data-model-card="${bike.bikeName}"]`).click();
    const panel = page.getByRole('region', { name: bike.name });
    await panel.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/view-details?bike=${encodeURIComponent(bike.bikeName)}`);
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({
      bikeName: bike.bikeName,
    });
    await page.getByRole('heading', { level: 1, name: bike.bikeName }).waitFor();

    await page.goBack();
    await page
      .getByRole('region', { name: bikes[0]?.name })
      .getByRole('link', { name: 'Angle View' })
      .click();
    await page.waitForURL(`**/angle-view?bike=${encodeURIComponent(bikes[0]?.bikeName ?? '')}`);
    expect(problems).toEqual([]);
  });

  it('cannot open details or the 360° view of XBLADE and CD 110 DELUXE on the bike page', async () => {
    // Desktop: both cards are on the first page of six.
    const { page, problems } = await visit(VIEWPORTS.desktop);
    await page.goto('/motorcycle');
    const list = carousel(page, 'Motorcycles');
    for (const name of ['XBLADE', 'CD110DELUXE']) {
      const bike = bikeNamed(name);
      await list.locator(`[data-model-card="${bike.bikeName}"]`).click();
      const panel = page.getByRole('region', { name: bike.name });
      for (const action of ['View Details', 'Angle View']) {
        const button = panel.getByRole('button', { name: action });
        expect(await button.isDisabled()).toBe(true);
        expect(await button.getAttribute('title')).toBe('Details coming soon for this model');
        expect(await panel.getByRole('link', { name: action }).count()).toBe(0);
      }
      await panel.getByText('Details coming soon for this model').waitFor();
      // EMI and the brochure still work for these models.
      await panel.getByRole('link', { name: 'EMI' }).waitFor();
      await panel.getByRole('link', { name: /E-Brochure/ }).waitFor();
    }
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows Loading... while the list is on its way, then the models', async () => {
    const { page, problems } = await visit();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await drawnByBrowser(page);
    await page.route('**/api/scooters', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/scooters');
    await page.getByRole('status').getByText('Loading...').waitFor();
    release();
    await carousel(page, 'Scooters').locator('[data-model-card]').first().waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("says 'Failed to load scooters.' when the list cannot be loaded, and offers to try again", async () => {
    const { page, problems } = await visit();
    await drawnByBrowser(page);
    await page.route('**/api/scooters', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto('/scooters');
    const alert = page.getByRole('alert');
    await alert.getByText('Failed to load scooters.').waitFor({ timeout: 15_000 });
    await page.unroute('**/api/scooters');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await carousel(page, 'Scooters').locator('[data-model-card]').first().waitFor();
    expect(unprovoked(problems, 500)).toEqual([]);
  });

  it('says so when there are no models of a type', async () => {
    const { page, problems } = await visit();
    await drawnByBrowser(page);
    await page.route('**/api/ev', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/ev');
    await page.getByText('No electric vehicles are listed right now').waitFor();
    expect(await page.getByRole('region', { name: 'Electric Vehicles' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
