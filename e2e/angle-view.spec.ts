/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Frame360 } from '../src/shared/catalogue.js';
import { launchBrowser, openPage, sidewaysOverflow, VIEWPORTS } from './support/browser.js';
import { seriousViolations } from './support/accessibility.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let frames: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseUrl}/api/360Images/Shine`)).json()) as Frame360[];
  frames = list.map((frame) => frame.images);
});
afterAll(() => browser.close());

const viewer = (page: Page) => page.getByRole('slider', { name: /360° view of the Shine/ });

/** The one picture of the viewer that is not hidden: the frame on show. */
const currentFrame = (page: Page) => viewer(page).locator('img:not([aria-hidden="true"])');

/** The frame shown now, counted from 1 (aria-valuenow). */
const frameNumber = async (page: Page) => Number(await viewer(page).getAttribute('aria-valuenow'));

/** Drags across the middle of the viewer by dx pixels, in small steps like a hand would. */
async function drag(page: Page, dx: number) {
  const box = await viewer(page).boundingBox();
  if (!box) throw new Error('the viewer is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 10 });
  await page.mouse.up();
}

describe('a visitor turning the 360° view', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)(
    "sees 'Loading images...' until every frame is in, then turns one frame per 10 px dragged, wrapping round (%s)",
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser, baseUrl, viewport);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const lastFrame = frames[frames.length - 1] as string;
      await page.route(`**${lastFrame}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/angle-view?bike=Shine');
      await page.getByRole('status').getByText('Loading images...').waitFor();
      expect(await viewer(page).count()).toBe(0);
      release();

      await viewer(page).waitFor();
      expect(await page.getByText('Loading images...').count()).toBe(0);
      expect(await viewer(page).getAttribute('aria-valuemax')).toBe(String(frames.length));
      expect(await frameNumber(page)).toBe(1);
      expect(await viewer(page).getAttribute('aria-valuetext')).toBe(`Frame 1 of ${frames.length}`);
      const shown = currentFrame(page);
      expect(await shown.count()).toBe(1);
      expect(await shown.getAttribute('src')).toBe(frames[0]);
      expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
      await page.getByText('Drag to rotate').waitFor();

      await drag(page, 100);
      expect(await frameNumber(page)).toBe(11);
      expect(await viewer(page).getAttribute('data-frame-index')).toBe('10');
      expect(await shown.getAttribute('src')).toBe(frames[10]);

      await drag(page, -120);
      expect(await frameNumber(page), 'wraps back past the first frame').toBe(frames.length - 1);
      await drag(page, 30);
      expect(await frameNumber(page), 'wraps forward past the last frame').toBe(2);

      // A vertical swipe stays with the page.
      expect(await viewer(page).evaluate((element) => getComputedStyle(element).touchAction)).toBe(
        'pan-y',
      );
      expect(await sidewaysOverflow(page), 'no sideways scrolling').toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('turns with a finger too: a swipe of 60 px to the left turns it back 6 frames', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/angle-view?bike=Shine');
    const box = await viewer(page).boundingBox();
    if (!box) throw new Error('the viewer is not on screen');
    const y = Math.round(box.y + box.height / 2);
    const x = Math.round(box.x + box.width / 2);
    // Real touch events through the DevTools protocol, so touch-action and pointer capture apply.
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx, y }],
      });
    await touch('touchStart', 0);
    for (let dx = -10; dx >= -60; dx -= 10) await touch('touchMove', dx);
    await touch('touchEnd', -60);
    await expect.poll(() => frameNumber(page)).toBe(frames.length - 5);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('turns one frame per arrow key on the focused viewer, and by the turn buttons', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    await page.goto('/angle-view?bike=Shine');
    await viewer(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await frameNumber(page)).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await frameNumber(page), 'wraps to the last frame').toBe(frames.length);
    expect(await viewer(page).getAttribute('aria-valuetext')).toBe(
      `Frame ${frames.length} of ${frames.length}`,
    );
    await page.getByRole('button', { name: 'Turn right' }).click();
    expect(await frameNumber(page)).toBe(1);
    await page.getByRole('button', { name: 'Turn left' }).click();
    expect(await frameNumber(page)).toBe(frames.length);

    expect(await seriousViolations(page, 'main')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('skips a frame that fails to load', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const broken = frames[5] as string;
    await page.route(`**${broken}`, (route) => route.abort());
    await page.goto('/angle-view?bike=Shine');
    await viewer(page).waitFor();
    expect(await viewer(page).getAttribute('aria-valuemax')).toBe(String(frames.length - 1));
    const sources = await viewer(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources).toEqual(frames.filter((frame) => frame !== broken));
    // Turning past the gap goes straight from the 5th frame to the 7th.
    await viewer(page).focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    expect(await currentFrame(page).getAttribute('src')).toBe(frames[6]);
    // The browser logs the aborted download itself; nothing else may be logged.
    expect(problems.filter((line) => line !== 'Failed to load resource: net::ERR_FAILED')).toEqual(
      [],
    );
    await context.close();
  });

  it('opens from the model list with the bike in the URL, so a reload shows the same bike', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    await page.goto('/motorcycle');
    await page.getByRole('link', { name: 'Angle View' }).click();
    await page.waitForURL('**/angle-view?bike=Shine');
    await viewer(page).waitFor();
    await page.reload();
    await viewer(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Shine 360° View' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("calls the bike 'Unknown' when none is named", async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    await page.goto('/angle-view');
    await page.getByRole('heading', { level: 1, name: 'Unknown 360° View' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Browse motorcycles' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
