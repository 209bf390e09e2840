/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BikeAccessory, BikeView, Colour, Feature, Variant } from '../src/shared/catalogue.js';
import { formatIndianNumber, formatRupees } from '../src/shared/format.js';
import { launchBrowser, sidewaysOverflow, visitsInOnePage, VIEWPORTS } from './support/browser.js';
import { seriousViolations } from './support/accessibility.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let visit: ReturnType<typeof visitsInOnePage>;
let shine: BikeView;
let variants: Variant[];
let colours: Colour[];
let features: Feature[];
let accessories: BikeAccessory[];

const getJson = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;

beforeAll(async () => {
  browser = await launchBrowser();
  visit = visitsInOnePage(browser, baseUrl);
  shine = await getJson<BikeView>('/api/bikeView/Shine');
  variants = await getJson<Variant[]>('/api/variants/Shine');
  colours = await getJson<Colour[]>('/api/bikeColours/Shine');
  features = await getJson<Feature[]>('/api/bikeFeatures/Shine');
  accessories = await getJson<BikeAccessory[]>('/api/bikeAccessories/Shine');
  if (variants.length < 2 || colours.length < 2)
    throw new Error('Shine needs 2 variants and colours');
});
afterAll(() => browser.close());

const TAB_NAMES = ['SPECIFICATIONS', 'COLOURS', 'FEATURES', 'ACCESSORIES'] as const;

const startFrom = (price: number) => `Start from ₹ ${formatIndianNumber(price)}/-`;

async function openShine(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await visit(viewport);
  await opened.page.goto('/view-details?bike=Shine');
  await opened.page.getByRole('tab', { name: 'Shine' }).waitFor();
  return opened;
}

const selectedTab = (page: Page) =>
  page.locator('[role="tab"][aria-selected="true"]').textContent();

/** The browser's own log line for a response that is an error on purpose (an unknown bike). */
const unprovoked = (problems: string[], status: number) =>
  problems.filter(
    (line) =>
      !line.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
  );

describe('a visitor on the bike details page', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    'sees the overview tab named after the bike, and moves through the tabs with the arrow keys (%s)',
    async (_name, viewport) => {
      const { page, problems } = await openShine(viewport);
      const tabs = page.getByRole('tablist').getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['Shine', ...TAB_NAMES]);
      expect(await selectedTab(page)).toBe('Shine');

      const overview = page.getByRole('tabpanel', { name: 'Shine' });
      await overview.getByRole('img', { name: 'Shine' }).waitFor();
      await overview.getByText(shine.bikeDetails).waitFor();
      await overview.getByText(startFrom(variants[0]?.price as number)).waitFor();

      await page.getByRole('tab', { name: 'Shine' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await selectedTab(page)).toBe('SPECIFICATIONS');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('SPECIFICATIONS');
      await page.keyboard.press('End');
      expect(await selectedTab(page)).toBe('ACCESSORIES');
      await page.keyboard.press('ArrowRight');
      expect(await selectedTab(page)).toBe('Shine');
      await page.keyboard.press('ArrowLeft');
      expect(await selectedTab(page)).toBe('ACCESSORIES');
      await page
        .getByRole('tabpanel', { name: 'ACCESSORIES' })
        .getByRole('article')
        .first()
        .waitFor();

      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('at 375 px keeps the tabs on one row and names the bike at most twice on the first screen', async () => {
    const { page, problems } = await openShine(VIEWPORTS.phone);
    await page
      .getByRole('tabpanel', { name: 'Shine' })
      .getByRole('img', { name: 'Shine' })
      .waitFor();
    const tops = await page
      .getByRole('tablist')
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);

    // The name as a label of its own (a heading, a tab, an eyebrow), drawn on the first screen; a
    // sentence that mentions it is prose, not a repetition.
    const labels = await page.locator('main *').evaluateAll((elements, name) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 1 &&
          box.height > 1 &&
          box.top < window.innerHeight &&
          style.visibility !== 'hidden' &&
          style.clipPath === 'none' &&
          style.clip === 'auto'
        );
      };
      const ownText = (element: Element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim()
          .toLowerCase();
      return elements
        .filter((element) => [name, `honda ${name}`].includes(ownText(element)) && shown(element))
        .map((element) => `${element.tagName} "${ownText(element)}"`);
    }, 'shine');
    expect(labels.length, labels.join(', ')).toBeGreaterThan(0);
    expect(labels.length, labels.join(', ')).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  it('chooses a variant: the first is preselected, the price follows, and the list closes on an outside click or Esc', async () => {
    const { page, problems } = await openShine();
    const [first, second] = variants as [Variant, Variant];
    const variantButton = page.getByRole('button', { name: /^Variant/ });
    expect(await variantButton.textContent()).toContain(first.name);
    await page.getByText(startFrom(first.price)).waitFor();

    await variantButton.click();
    const listbox = page.getByRole('listbox', { name: 'Variant' });
    await listbox.waitFor();
    expect(await variantButton.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('option', { selected: true }).textContent()).toContain(
      first.name,
    );
    await page.getByRole('heading', { level: 1 }).click();
    await listbox.waitFor({ state: 'detached' });
    expect(await variantButton.getAttribute('aria-expanded')).toBe('false');

    await variantButton.click();
    await listbox.getByRole('option', { name: second.name }).click();
    await listbox.waitFor({ state: 'detached' });
    await page.getByText(startFrom(second.price)).waitFor();
    expect(await variantButton.textContent()).toContain(second.name);

    // Keyboard: open with the arrow key, Esc closes and gives the focus back to the button.
    await variantButton.focus();
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe(
      'listbox',
    );
    expect(problems).toEqual([]);
  });

  it('books a test ride with the chosen variant in the URL and the navigation state', async () => {
    const { page, problems } = await openShine();
    const second = variants[1] as Variant;
    await page.getByRole('button', { name: /^Variant/ }).click();
    await page.getByRole('option', { name: second.name }).click();
    await page.getByRole('link', { name: 'BOOK TEST RIDE' }).click();
    await page.waitForURL(
      `**/text-ride-booking?bike=Shine&variant=${encodeURIComponent(second.name)}`,
    );
    const state = await page.evaluate(() => (history.state as { usr?: unknown }).usr);
    expect(state).toEqual({
      bikeName: shine.bikeName,
      bikePrice: second.price,
      image: shine.image,
      variant: second.name,
    });
    expect(problems).toEqual([]);
  });

  it('keeps the bike after a reload when it came by navigation state only, and the state wins over the URL', async () => {
    const { page, problems } = await openShine();
    // Arrive at /view-details with only the state naming the bike (as an old link would do).
    await page.evaluate(() => {
      history.pushState(
        { usr: { bikeName: 'Unicorn' }, key: 'by-state', idx: 1 },
        '',
        '/view-details',
      );
      history.pushState({ usr: null, key: 'away', idx: 2 }, '', '/about');
      history.back();
    });
    await page.waitForURL('**/view-details?bike=Unicorn');
    await page.getByRole('heading', { level: 1, name: 'Unicorn' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Unicorn' }).waitFor();
    await page.getByRole('tab', { name: 'Unicorn' }).waitFor();

    await page.evaluate(() => {
      history.pushState(
        { usr: { bikeName: 'SP 125' }, key: 'both', idx: 3 },
        '',
        '/view-details?bike=Shine',
      );
      history.pushState({ usr: null, key: 'away-again', idx: 4 }, '', '/about');
      history.back();
    });
    await page.waitForURL(`**/view-details?bike=${encodeURIComponent('SP 125')}`);
    await page.getByRole('heading', { level: 1, name: 'SP 125' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('reads the specifications in six accordion sections, the first one open', async () => {
    const { page, problems } = await openShine(VIEWPORTS.phone);
    await page.getByRole('tab', { name: 'SPECIFICATIONS' }).click();
    const panel = page.getByRole('tabpanel', { name: 'SPECIFICATIONS' });
    const sections = panel.getByRole('button');
    expect(await sections.allTextContents()).toEqual([
      'Body Dimensions',
      'Engine',
      'Transmission',
      'Tyres & Brakes',
      'Frame & Suspension',
      'Electricals',
    ]);
    expect(await sections.evaluateAll((buttons) => buttons.map((b) => b.ariaExpanded))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const [firstLabel, firstValue] = Object.entries(shine.bodyDimensions)[0] as [string, string];
    const body = panel.getByRole('region', { name: 'Body Dimensions' });
    expect(await body.innerText()).toContain(firstLabel);
    expect(await body.innerText()).toContain(firstValue);

    const engineButton = panel.getByRole('button', { name: 'Engine' });
    await engineButton.click();
    expect(await engineButton.getAttribute('aria-expanded')).toBe('true');
    const [engineLabel, engineValue] = Object.entries(shine.engineDetails)[0] as [string, string];
    const engine = panel.getByRole('region', { name: 'Engine' });
    await engine.getByText(engineLabel, { exact: true }).waitFor();
    await engine.getByText(engineValue, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Body Dimensions' }).click();
    await body.waitFor({ state: 'hidden' });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('chooses a colour and sees a 150 px magnifier follow the pointer over the picture', async () => {
    const { page, problems } = await openShine();
    await page.getByRole('tab', { name: 'COLOURS' }).click();
    const panel = page.getByRole('tabpanel', { name: 'COLOURS' });
    const swatches = panel.getByRole('group', { name: 'Colours of the Shine' }).getByRole('button');
    await swatches.first().waitFor();
    expect(await swatches.evaluateAll((buttons) => buttons.map((b) => b.ariaLabel))).toEqual(
      colours.map((colour) => colour.name),
    );
    const [first, second] = colours as [Colour, Colour];
    expect(await swatches.first().getAttribute('aria-pressed')).toBe('true');
    const picture = panel.getByRole('img', { name: `Shine in ${first.name}` });
    await picture.waitFor();

    const lens = panel.locator('[data-magnifier-lens]');
    expect(await lens.count()).toBe(0);
    const box = (await picture.boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await lens.waitFor();
    const lensBox = (await lens.boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    expect(Math.round(lensBox.width)).toBe(150);
    expect(Math.round(lensBox.height)).toBe(150);
    expect(Math.round(lensBox.x + 75)).toBe(Math.round(box.x + box.width / 2));
    const style = await lens.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { radius: computed.borderRadius, size: computed.backgroundSize };
    });
    expect(parseFloat(style.radius), 'a circle').toBeGreaterThanOrEqual(75);
    const [zoomedWidth, zoomedHeight] = style.size.split(' ').map(parseFloat) as [number, number];
    expect(zoomedWidth).toBeCloseTo(box.width * 1.5, 0);
    expect(zoomedHeight).toBeCloseTo(box.height * 1.5, 0);
    // The lens follows the pointer.
    await page.mouse.move(box.x + 40, box.y + 50);
    await expect
      .poll(async () => Math.round(((await lens.boundingBox())?.x ?? 0) + 75))
      .toBe(Math.round(box.x + 40));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 120);
    await lens.waitFor({ state: 'detached' });

    // A finger: the lens shows while touching and goes when the finger lifts.
    const touchAt = (type: string, dx: number) =>
      picture.dispatchEvent(type, {
        pointerType: 'touch',
        pointerId: 7,
        isPrimary: true,
        bubbles: true,
        clientX: box.x + box.width / 2 + dx,
        clientY: box.y + box.height / 2,
      });
    await touchAt('pointerdown', 0);
    await lens.waitFor();
    await touchAt('pointermove', 30);
    await expect
      .poll(async () => Math.round(((await lens.boundingBox())?.x ?? 0) + 75))
      .toBe(Math.round(box.x + box.width / 2 + 30));
    await touchAt('pointerup', 30);
    await lens.waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: second.name }).click();
    expect(
      await panel.getByRole('button', { name: second.name }).getAttribute('aria-pressed'),
    ).toBe('true');
    await panel.getByRole('img', { name: `Shine in ${second.name}` }).waitFor();
    await panel.getByRole('heading', { name: second.name }).waitFor();
    expect(problems).toEqual([]);
  });

  it('loads features, accessories and colours only when their tab is first opened', async () => {
    const { page, problems } = await visit();
    const requested: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/(bikeFeatures|bikeAccessories|bikeColours)\//.exec(request.url());
      if (match?.[1]) requested.push(match[1]);
    });
    await page.goto('/view-details?bike=Shine');
    await page.getByText(startFrom(variants[0]?.price as number)).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.getByRole('tab', { name: 'FEATURES' }).click();
    const featuresPanel = page.getByRole('tabpanel', { name: 'FEATURES' });
    await featuresPanel.getByRole('heading', { name: features[0]?.heading }).waitFor();
    expect(requested).toEqual(['bikeFeatures']);

    await page.getByRole('tab', { name: 'Shine' }).click();
    await page.getByRole('tab', { name: 'FEATURES' }).click();
    await page.getByRole('tab', { name: 'ACCESSORIES' }).click();
    const accessoriesPanel = page.getByRole('tabpanel', { name: 'ACCESSORIES' });
    await accessoriesPanel.getByRole('heading', { name: accessories[0]?.heading }).waitFor();
    await page.getByRole('tab', { name: 'FEATURES' }).click();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual(['bikeFeatures', 'bikeAccessories']);
    expect(problems).toEqual([]);
  });

  it('browses the features and accessories carousels with previous, next and dots; accessories show part number and price', async () => {
    const { page, problems } = await openShine(VIEWPORTS.phone);
    await page.getByRole('tab', { name: 'FEATURES' }).click();
    const features = page.getByRole('region', { name: 'Shine features' });
    const previous = features.getByRole('button', { name: 'Previous features' });
    const next = features.getByRole('button', { name: 'Next features' });
    await next.waitFor();
    expect(await previous.isDisabled()).toBe(true);
    const dots = features.getByRole('button', { name: /^Go to features page/ });
    expect(await dots.count()).toBe(await features.getByRole('article').count());
    expect(await dots.first().getAttribute('aria-current')).toBe('true');
    await next.click();
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await previous.isDisabled()).toBe(false);
    await dots.last().click();
    await expect.poll(() => next.isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'ACCESSORIES' }).click();
    const panel = page.getByRole('region', { name: 'Shine accessories' });
    const first = accessories[0] as BikeAccessory;
    const card = panel.getByRole('article').first();
    await card.getByRole('heading', { name: first.heading }).waitFor();
    const text = await card.innerText();
    expect(text).toContain(first.part_no);
    expect(text).toContain(formatRupees(first.price));
    await panel.getByRole('button', { name: 'Next accessories' }).waitFor();
    await panel.getByRole('button', { name: /^Go to accessories page 1/ }).waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("calls the bike 'Unknown' and points to the model lists when no bike is named", async () => {
    const { page, problems } = await visit(VIEWPORTS.phone);
    await page.goto('/view-details');
    await page.getByRole('heading', { level: 1, name: 'Unknown' }).waitFor();
    const link = page.getByRole('main').getByRole('link', { name: 'Browse motorcycles' });
    expect(await link.getAttribute('href')).toBe('/motorcycle');
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('says so when the named bike is not in the catalogue', async () => {
    const { page, problems } = await visit();
    await page.goto('/view-details?bike=No%20Such%20Bike');
    await page.getByText('We could not find the model “No Such Bike”.').waitFor();
    expect(unprovoked(problems, 404)).toEqual([]);
  });
});
