/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Dealer, GalleryImage, Offer } from '../src/shared/catalogue.js';
import {
  drawnByBrowser,
  focusAsDialogCloses,
  launchBrowser,
  visitsInOnePage,
  sidewaysOverflow,
  VIEWPORTS,
} from './support/browser.js';
import { seriousViolations } from './support/accessibility.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let visit: ReturnType<typeof visitsInOnePage>;
let gallery: GalleryImage[];
let offers: Offer[];
let dealer: Dealer;

const getJson = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;

beforeAll(async () => {
  browser = await launchBrowser();
  visit = visitsInOnePage(browser, baseUrl);
  gallery = await getJson<GalleryImage[]>('/api/gallery');
  offers = await getJson<Offer[]>('/api/getOffers');
  dealer = (await getJson<Dealer[]>('/api/dealers/1'))[0] as Dealer;
  if (gallery.length < 4 || offers.length < 2) throw new Error('the demo data is too small');
});
afterAll(() => browser.close());

/** aria-label of the focused element, or its tag when it has none. */
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
  );

const json = (body: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

describe('a visitor in the gallery', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'enlarges a picture in a modal that traps the focus and closes with Esc, giving the focus back (%s)',
    async (_name, viewport) => {
      const { page, problems } = await visit(viewport);
      await page.goto('/gallery');
      const thumbnails = page.getByRole('button', { name: /^Enlarge picture/ });
      await thumbnails.first().waitFor();
      expect(await thumbnails.count()).toBe(gallery.length);
      const images = page.locator('main ul img');
      const attributes = await images.evaluateAll((list) =>
        list.map((image) => ({
          alt: image.getAttribute('alt'),
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
        })),
      );
      for (const image of attributes) {
        expect(image.alt).toBeTruthy();
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
      }
      expect(attributes.at(-1)?.loading).toBe('lazy');

      const second = thumbnails.nth(1);
      await second.click();
      const dialog = page.getByRole('dialog', { name: `Picture 2 of ${gallery.length}` });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.getByRole('img').getAttribute('src')).toBe(gallery[1]?.image_path);
      expect(await focused(page)).toBe('Close');

      // Tab and Shift+Tab cycle through the three buttons and never leave the dialog.
      const seen: Array<string | undefined> = [];
      for (let press = 0; press < 4; press += 1) {
        await page.keyboard.press('Tab');
        seen.push(await focused(page));
      }
      expect(seen).toEqual(['Previous picture', 'Next picture', 'Close', 'Previous picture']);
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('Close');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('Next picture');

      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: `Picture 3 of ${gallery.length}` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const focusAtClose = await focusAsDialogCloses(page);
      await page.keyboard.press('Escape');
      expect(await focusAtClose()).toBe(`Enlarge picture 2 of ${gallery.length}`);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await focused(page)).toBe(`Enlarge picture 2 of ${gallery.length}`);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      expect(problems).toEqual([]);
    },
  );

  it('opens a picture with Enter, moves to the next one and closes with the close button', async () => {
    const { page, problems } = await visit();
    await page.goto('/gallery');
    // The page arrives drawn by the server: a key pressed before its scripts have run reaches a
    // button nothing listens to yet.
    await page.waitForLoadState('networkidle');
    const third = page.getByRole('button', { name: `Enlarge picture 3 of ${gallery.length}` });
    await third.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Picture 3 of ${gallery.length}` }).waitFor();
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await dialog.getByRole('heading', { name: `Picture 4 of ${gallery.length}` }).waitFor();
    expect(await dialog.getByRole('img').getAttribute('src')).toBe(gallery[3]?.image_path);
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await dialog.getByRole('heading', { name: `Picture 2 of ${gallery.length}` }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe(`Enlarge picture 3 of ${gallery.length}`);
    expect(problems).toEqual([]);
  });

  it('says so when there are no pictures yet', async () => {
    const { page, problems } = await visit();
    await drawnByBrowser(page);
    await page.route('**/api/gallery', (route) => route.fulfill(json([])));
    await page.goto('/gallery');
    await page.getByText('No pictures yet.').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('a visitor on the offers page', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'sees the newest offer (highest id) and the offer enquiry section (%s)',
    async (_name, viewport) => {
      const { page, problems } = await visit(viewport);
      await page.goto('/offers');
      const newest = offers.reduce((a, b) => (b.id > a.id ? b : a));
      const article = page.getByRole('article', { name: newest.title });
      await article.waitFor();
      await article.getByRole('img', { name: newest.title }).waitFor();
      expect(await article.innerText()).toContain(newest.description.slice(0, 60));
      for (const other of offers.filter((offer) => offer.id !== newest.id)) {
        expect(await page.getByText(other.title).count()).toBe(0);
      }
      const enquiry = page.getByRole('region', { name: 'Offer enquiry' });
      expect(await enquiry.getAttribute('id')).toBe('offer-enquiry');
      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);
      expect(problems).toEqual([]);
    },
  );

  it('picks the highest id whatever order the list comes in', async () => {
    const { page, problems } = await visit();
    const image = offers[0]?.image as string;
    const listed = [3, 9, 5].map((id) => ({
      id,
      title: `Offer number ${id}`,
      image,
      description: `Details of offer ${id}.`,
    }));
    await drawnByBrowser(page);
    await page.route('**/api/getOffers', (route) => route.fulfill(json(listed)));
    await page.goto('/offers');
    await page.getByRole('heading', { name: 'Offer number 9' }).waitFor();
    expect(await page.getByText('Offer number 3').count()).toBe(0);
    expect(await page.getByText('Offer number 5').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('says so when there are no offers', async () => {
    const { page, problems } = await visit();
    await drawnByBrowser(page);
    await page.route('**/api/getOffers', (route) => route.fulfill(json([])));
    await page.goto('/offers');
    await page.getByText('There are no offers right now.').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('a visitor on the dealer page', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'sees the name, address, phones, hours, e-mail and, on request, the map (%s)',
    async (_name, viewport) => {
      const { page, problems } = await visit(viewport);
      // The map is a third party's page: answer it locally so the test needs no internet.
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' }),
      );
      await page.goto('/dealers/1');
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: dealer.name }).waitFor();
      const text = await main.innerText();
      expect(text).toContain(dealer.address);
      expect(text).toContain(dealer.open_time);
      const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
      await main
        .locator(`a[href="${tel(dealer.sale_no)}"]`)
        .getByText(dealer.sale_no)
        .waitFor();
      await main
        .locator(`a[href="${tel(dealer.service_no)}"]`)
        .getByText(dealer.service_no)
        .waitFor();
      expect(await main.getByRole('link', { name: dealer.email }).getAttribute('href')).toBe(
        `mailto:${dealer.email}`,
      );

      expect(await page.locator('iframe').count(), 'no third-party request before asked').toBe(0);
      await main.getByRole('button', { name: 'Show map' }).click();
      const map = page.locator(`iframe[title="Map to ${dealer.name}"]`);
      await map.waitFor();
      const { geolocation } = JSON.parse(dealer.url) as { geolocation: string };
      expect(await map.getAttribute('src')).toBe(geolocation);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it("stays on 'Loading...' when the dealer list is empty", async () => {
    const { page, problems } = await visit();
    expect(await (await fetch(`${baseUrl}/api/dealers/99`)).json()).toEqual([]);
    await page.goto('/dealers/99', { waitUntil: 'networkidle' });
    await page.getByRole('main').getByText('Loading...').waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("stays on 'Loading...' and only logs a warning when the dealer cannot be loaded", async () => {
    const { page, problems } = await visit();
    await drawnByBrowser(page);
    await page.route('**/api/dealers/1', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    const warned = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && message.text().includes('dealer'),
      timeout: 15_000,
    });
    await page.goto('/dealers/1');
    await warned;
    await page.getByRole('main').getByText('Loading...').waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(0);
    // Only the browser's own line about the 500 answers; the page logs no error of its own.
    expect(
      problems.filter(
        (line) =>
          !line.startsWith('Failed to load resource: the server responded with a status of 500'),
      ),
    ).toEqual([]);
  });
});
