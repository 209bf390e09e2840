/// <reference lib="dom" />
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The browser's own verdict on the page's policy (Chromium's document.featurePolicy). */
interface FeaturePolicy {
  allowsFeature(feature: string, origin?: string): boolean;
}

describe('Permissions-Policy in the browser', () => {
  it('keeps camera, microphone, location and payment from the page, and the browser reads every name', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const policyWarnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      // Chromium warns about a name it does not know on every page that sends it.
      if (message.text().includes('Permissions-Policy')) policyWarnings.push(message.text());
    });
    await page.goto('/amc');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const allowed = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: FeaturePolicy }).featurePolicy;
      return ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'].filter(
        (feature) => policy.allowsFeature(feature),
      );
    });
    expect(allowed).toEqual([]);
    // Asking for the location fails at once, without a prompt.
    const geolocation = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve(0),
            (error) => resolve(error.code),
          ),
        ),
    );
    expect(geolocation).toBe(1); // PERMISSION_DENIED
    expect(policyWarnings).toEqual([]);
    // The browser reports the refusal the probe above provoked; nothing else may go wrong.
    expect(
      problems.filter((p) => !p.startsWith('Permissions policy violation: Geolocation')),
    ).toEqual([]);
    await context.close();
  });

  it('still lets the video player autoplay after the click, go full screen and play picture-in-picture', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    // No network in the test run: the player is a stand-in page on the player's own origin.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await page.goto('/amc');
    await page.getByRole('button', { name: /^Play video: / }).click();
    const iframe = page.locator('main iframe');
    await iframe.waitFor();
    const delegated = await iframe.evaluate((element) => {
      const policy = (element as unknown as { featurePolicy: FeaturePolicy }).featurePolicy;
      const features = ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture'];
      return Object.fromEntries(
        [...features, 'camera', 'geolocation'].map((f) => [f, policy.allowsFeature(f)]),
      );
    });
    expect(delegated).toEqual({
      autoplay: true,
      fullscreen: true,
      'encrypted-media': true,
      'picture-in-picture': true,
      camera: false,
      geolocation: false,
    });
    const player = await (await iframe.elementHandle()).contentFrame();
    if (!player) throw new Error('the player frame did not load');
    await player.waitForURL(/^https:\/\/www\.youtube-nocookie\.com\//);
    await player.waitForLoadState();
    expect(await player.evaluate(() => document.fullscreenEnabled)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
