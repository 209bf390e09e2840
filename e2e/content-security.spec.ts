/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every CSP violation the page reports from now on, as "directive: what was blocked". */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

describe('the content security policy', () => {
  it.each([
    ['/contact', 'SUBMIT'],
    ['/admin/login', 'Login'],
  ])('is never broken on %s, a page whose form is checked by zod', async (url, submit) => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const violations = await recordViolations(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Sent empty, the form is checked in the browser (and refused) without reaching the server.
    const button = page.getByRole('main').getByRole('button', { name: submit, exact: true });
    await page.waitForFunction(
      (name) =>
        Array.from(document.querySelectorAll('main button')).some(
          (element) =>
            element.textContent?.trim() === name && !(element as HTMLButtonElement).disabled,
        ),
      submit,
    );
    await button.click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(problems.filter((problem) => /Refused to/.test(problem))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
