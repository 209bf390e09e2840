/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ModelSummary } from '../src/shared/catalogue.js';
import { SSR_STATE_ID } from '../src/shared/ssr.js';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let bikes: ModelSummary[];

beforeAll(async () => {
  browser = await launchBrowser();
  bikes = (await (await fetch(`${baseUrl}/api/bikes`)).json()) as ModelSummary[];
});
afterAll(() => browser.close());

describe('public pages drawn by the server', () => {
  it('show the models and a bike with JavaScript turned off', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto('/motorcycle');
      expect(await page.title()).toBe('Motorcycles | Honda Two-Wheelers, Pandharpur');
      await page.getByRole('heading', { level: 1, name: 'Motorcycles' }).waitFor();
      const first = bikes[0] as ModelSummary;
      await page.getByRole('heading', { level: 2, name: first.name }).waitFor();
      await page.getByRole('img', { name: first.name }).first().waitFor();

      await page.goto('/view-details?bike=Shine');
      expect(await page.title()).toBe('Shine details | Honda Two-Wheelers, Pandharpur');
      await page.getByRole('heading', { level: 1, name: 'Shine' }).waitFor();

      // An address that matches no page is a real 404, with the helpful page drawn.
      const missing = await page.goto('/no-such-page');
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();

      // A form cannot be sent by the browser itself, which would lose the enquiry.
      await page.goto('/contact');
      const submit = page.getByRole('form').getByRole('button', { name: 'SUBMIT' });
      expect(await submit.isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('answer 404 for a bike that does not exist, drawn as such and kept out of search engines', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      for (const url of ['/view-details?bike=Nope', '/angle-view?bike=Nope']) {
        const answer = await page.goto(url);
        expect(answer?.status(), url).toBe(404);
        await page.getByText('We could not find the model “Nope”.').waitFor();
        expect(await page.getByText(/Loading/).count(), url).toBe(0);
        const robots = page.locator('head meta[name="robots"]');
        expect(await robots.getAttribute('content'), url).toBe('noindex');
      }
    } finally {
      await context.close();
    }
  });

  it('hand a missing bike to the browser without drawing it again or asking the API again', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverMessage: Element | undefined }).serverMessage = Array.from(
            document.querySelectorAll('#root main p'),
          ).find((element) => element.textContent?.includes('could not find'));
        });
      });
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) reads.push(request.url());
      });
      for (const url of ['/view-details?bike=Nope', '/angle-view?bike=Nope']) {
        const answer = await page.goto(url, { waitUntil: 'networkidle' });
        expect(answer?.status(), url).toBe(404);
        const message = page.getByText('We could not find the model “Nope”.');
        await message.waitFor();
        // Hydration kept the server's element; a mismatch would have replaced it.
        const kept = await page.evaluate(() => {
          const drawn = (window as unknown as { serverMessage: Element | undefined }).serverMessage;
          return drawn?.isConnected === true;
        });
        expect(kept, `${url}: the server-drawn message is still the one on screen`).toBe(true);
      }
      expect(reads.filter((url) => url.includes('Nope'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leave the admin panel to the browser', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/dashboard/vehicles']) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(SSR_STATE_ID);
    }
  });

  it('are taken over by the browser without being drawn again', async () => {
    const { context, page, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    try {
      // Keep the heading the server drew, before any script of the page has run.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          (window as unknown as { serverHeading: Element | null }).serverHeading =
            document.querySelector('#root main h1');
        });
      });
      await page.goto('/motorcycle', { waitUntil: 'networkidle' });
      const list = page.getByRole('region', { name: 'Motorcycles' });
      await list.getByRole('button', { name: 'Next models' }).click();
      const second = bikes[1] as ModelSummary;
      await list.locator(`[data-model-card="${second.bikeName}"]`).click();
      await page.getByRole('region', { name: second.name }).getByRole('img').first().waitFor();

      // Hydration kept the server's elements; a mismatch would have replaced them.
      const kept = await page.evaluate(() => {
        const drawn = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return drawn !== null && drawn.isConnected && drawn === document.querySelector('main h1');
      });
      expect(kept, 'the server-drawn heading is still the one on screen').toBe(true);

      await page.goto('/contact');
      const submit = page.getByRole('form').getByRole('button', { name: 'SUBMIT' });
      await page.waitForFunction(() => {
        const button = document.querySelector<HTMLButtonElement>('main form button[type=submit]');
        return button !== null && !button.disabled;
      });
      expect(await submit.isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
