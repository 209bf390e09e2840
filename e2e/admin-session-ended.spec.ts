/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { recordToasts } from './support/toasts.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Ends the browser's session on the server, as a logout elsewhere or an expiry would: the
 * browser keeps its cookie and its local marker, and learns of it only from the next answer.
 */
async function endSessionOnServer(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'dealer_session');
  if (!cookie) throw new Error('not signed in');
  const headers = { cookie: `dealer_session=${cookie.value}`, origin: baseUrl };
  const logout = await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers });
  expect(logout.status).toBe(200);
  expect((await fetch(`${baseUrl}/api/me`, { headers })).status).toBe(401);
}

/**
 * Signs in and waits until the dashboard has read what it reads, so that no read of it is still
 * under way when the session ends (it would meet the 401 first, on the wrong screen).
 */
async function signInSettled(page: Page) {
  const reads = ['/api/me', '/api/dashboard'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await signIn(page);
  await Promise.all(reads);
}

/**
 * The texts show (as toasts, read from a record so that a 2 s message raised while a page loads
 * cannot go unseen), then the login page; the panel's general message never shows.
 */
async function saysThenLogsIn(toasts: () => Promise<string[]>, page: Page, texts: string[]) {
  await page.waitForURL('**/admin/login');
  await page.getByRole('heading', { name: 'Admin login' }).waitFor();
  for (const text of texts) await expect.poll(toasts).toContain(text);
  expect(await toasts()).not.toContain('Unauthorized! Redirecting to login...');
}

describe('screens whose session has ended', () => {
  it('the Offer screen asks to log in as it opens, then shows the login page', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const toasts = await recordToasts(page);
    await signInSettled(page);
    await openScreen(page, 'Manage', 'Offer');
    await page.getByRole('heading', { name: 'Manage Offers' }).waitFor();
    await endSessionOnServer(context);

    await page.reload();
    await saysThenLogsIn(toasts, page, ['Please login to access this page']);
    expect(unexpectedProblems(problems, [401])).toEqual([]);
    await context.close();
  });

  it('the Gallery screen asks to log in when an upload is refused, then shows the login page', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    const toasts = await recordToasts(page);
    await signInSettled(page);
    // Opening the screen reads the account again and the gallery: ended while one of those was
    // under way, the session met its 401 there and the panel left before the upload (seen once
    // in a full run). The session ends once both have answered, so the upload is the first to meet it.
    const reads = ['/api/me', '/api/gallery'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    );
    await openScreen(page, 'Manage', 'Gallery');
    await page.getByRole('heading', { name: 'Gallery' }).waitFor();
    await Promise.all(reads);
    await endSessionOnServer(context);

    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#cc0000' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Add images')
      .setInputFiles({ name: 'late.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('button', { name: 'Upload' }).click();
    await saysThenLogsIn(toasts, page, ['Please login to access this page']);
    expect(unexpectedProblems(problems, [401])).toEqual([]);
    await context.close();
  });

  it('the Change Password screen says the user is not found and unauthorized, then shows the login page', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const toasts = await recordToasts(page);
    const patches: string[] = [];
    page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));
    await signInSettled(page);
    await openScreen(page, 'My Account', 'Change Password');
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await endSessionOnServer(context);

    await page.getByLabel('Current password').fill(E2E_ADMIN.password);
    await page.getByLabel('New password').fill('a-new-password-1');
    await page.getByLabel('Confirm password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await saysThenLogsIn(toasts, page, [
      'User not found. Please log in again.',
      'Unauthorized. Please log in.',
    ]);
    expect(patches).toHaveLength(1);
    expect(unexpectedProblems(problems, [401])).toEqual([]);
    await context.close();
  });

  it('the Change Password screen opened after the session ended says the same', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const toasts = await recordToasts(page);
    await signInSettled(page);
    await endSessionOnServer(context);
    await page.goto('/admin/dashboard/change-password');
    await saysThenLogsIn(toasts, page, [
      'User not found. Please log in again.',
      'Unauthorized. Please log in.',
    ]);
    expect(unexpectedProblems(problems, [401])).toEqual([]);
    await context.close();
  });

  it('any other screen keeps the panel’s general message', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl);
    const toasts = await recordToasts(page);
    await signInSettled(page);
    await openScreen(page, 'My Account', 'Profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await endSessionOnServer(context);
    await page.reload();
    await page.waitForURL('**/admin/login');
    await expect.poll(toasts).toContain('Unauthorized! Redirecting to login...');
    expect(await toasts()).not.toContain('Please login to access this page');
    expect(unexpectedProblems(problems, [401])).toEqual([]);
    await context.close();
  });
});
