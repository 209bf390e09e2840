/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.js';
import { prepareDatabase } from '../src/server/bootstrap.js';
import { parseConfig } from '../src/server/config.js';
import { createDatabase } from '../src/server/db/database.js';
import type { TestApp } from '../src/server/test/helper.js';
import { createStaffAccount, ownPassword, signInAs } from '../src/server/test/staff-accounts.js';
import { unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, sidewaysOverflow } from './support/browser.js';

/**
 * The lead desk as a salesperson works it, against the built site served by an app in this
 * process, so the journey can move the server's clock to the next day: a visitor books a test
 * ride, the open desk shows it within a second, the salesperson answers on WhatsApp and sets a
 * follow-up, the follow-up falls due, and the booking shows on the dashboard as a first response.
 */

const OWNER = { userId: 'owner', password: 'e2e-owner-password' };
const DAY_MS = 24 * 60 * 60 * 1000;
// Tuesday 24 November 2026, 10:00 IST: the showroom is open, so the first response counts.
const START = Date.parse('2026-11-24T10:00:00+05:30');
const startedAt = Date.now();
let jump = 0;
const serverNow = () => START + (Date.now() - startedAt) + jump;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-lead-desk-'));
const config = parseConfig({
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_USER_ID: OWNER.userId,
  ADMIN_PASSWORD: OWNER.password,
  ENQUIRY_RATE_LIMIT: '10000',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = createDatabase({ dataDir });
// No load shedding: this app shares its event loop with the test's browser driver and the seed,
// and a busy CI machine once had it refuse the owner's sign-in as "busy".
const app = await buildApp({
  config,
  database,
  now: serverNow,
  pressure: { maxEventLoopDelay: 0 },
});
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  await prepareDatabase(database, config, () => {});
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The owner opens the salesperson's account; she chooses her own password.
  const owner = await signInAs({ app } as TestApp, OWNER.userId, OWNER.password);
  await createStaffAccount({ app } as TestApp, owner, { userId: 'asha', role: 'sales' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('User ID').fill('asha');
  await page.getByLabel('Password').fill(ownPassword('asha'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
}

const tab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Views' }).getByRole('button', { name: new RegExp(`^${name}`) });

describe('the lead desk', () => {
  it('shows a booked test ride within a second, is worked to booked, and counts its first response', async () => {
    const desk = await openPage(browser, baseUrl, { width: 1440, height: 900 });
    const { page } = desk;
    // The desk's browser reads the server's day (a follow-up field refuses a day before its
    // own today); its timers keep running.
    await desk.context.clock.setFixedTime(serverNow());
    // wa.me is outside this machine: the chat opens on a page standing in for it.
    await desk.context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Leads', exact: true })
      .click();
    await page.waitForURL('**/admin/dashboard/leads');
    await expect.poll(() => tab(page, 'Mine').textContent()).toBe('Mine0');
    // The stream is open once the server has the desk's connection.
    await page.waitForTimeout(500);

    // A visitor books a test ride on the Shine.
    const visitor = await openPage(browser, baseUrl, { width: 375, height: 800 });
    await visitor.page.goto('/text-ride-booking?bike=Shine');
    const form = visitor.page.getByRole('form', { name: 'Book a Test Ride' });
    await form.getByLabel('Your Name').fill('Meera Deshmukh');
    await form.getByLabel('Email Address').fill('meera@example.com');
    await form.getByLabel('Contact Number').fill('9822111001');
    await form.getByLabel('Colour').selectOption({ index: 1 });
    await form.getByLabel('Message').fill('Can I ride it on Saturday?');
    await form.getByLabel('I agree to the Terms & Conditions').check();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await visitor.page
      .getByText('Thanks for your enquiry. Our team will get back soon.')
      .waitFor({ timeout: 10_000 });

    // The desk says so without a reload (how fast is bench/alerts' figure: p99 of the delay from
    // the visitor's answer to each open panel), and the lead is hers by rotation.
    const toast = page.getByText('New test-ride enquiry: Meera Deshmukh, Shine');
    await toast.waitFor({ timeout: 5000 });
    await expect.poll(() => tab(page, 'Mine').textContent()).toBe('Mine1');
    await page.screenshot({ path: '/tmp/shots/lead-desk-toast-1440.png' });

    // The toast opens the lead; WhatsApp opens a chat prefilled with her name and model.
    await toast.click();
    await page.getByRole('heading', { level: 2, name: 'Meera Deshmukh' }).waitFor();
    const [chat] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'WhatsApp' }).click(),
    ]);
    const chatUrl = new URL(chat.url());
    expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/919822111001');
    expect(chatUrl.searchParams.get('text')).toBe(
      'Hello Meera Deshmukh, thank you for your enquiry about the Shine. How can we help you?',
    );
    await chat.close();
    const timeline = page.getByRole('heading', { name: 'Timeline' }).locator('..');
    await timeline.getByText('Contact: WhatsApp').waitFor();

    // A follow-up tomorrow at 11:00 (IST), tomorrow by the server's clock.
    const tomorrow = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(serverNow() + DAY_MS);
    await page.getByLabel('Date', { exact: true }).fill(tomorrow);
    await page.getByLabel('Time', { exact: true }).fill('11:00');
    await page.getByRole('button', { name: 'Set follow-up' }).click();
    await timeline.getByText(`Follow-up: Next follow-up ${tomorrow} 11:00`).waitFor();
    await page.screenshot({ path: '/tmp/shots/lead-desk-detail-1440.png', fullPage: true });
    expect(await sidewaysOverflow(page)).toBe(0);

    // The next day past 11:00 the lead is overdue; she signs in again (the session has ended).
    jump = DAY_MS + 2 * 60 * 60 * 1000;
    await signIn(page);
    await page.goto('/admin/dashboard/leads?tab=overdue');
    await expect.poll(() => tab(page, 'Overdue').textContent()).toBe('Overdue1');
    const row = page.locator('[data-lead-id]', { hasText: 'Meera Deshmukh' });
    await row.waitFor();

    // On the showroom floor, on her phone, she marks it booked.
    await page.setViewportSize({ width: 375, height: 800 });
    await row.click();
    await page.getByRole('button', { name: 'Booked', exact: true }).click();
    await timeline.getByText('Status: New → Booked').waitFor();
    await page.screenshot({ path: '/tmp/shots/lead-desk-booked-375.png', fullPage: true });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('link', { name: 'All leads' }).click();
    await expect.poll(() => tab(page, 'Overdue').textContent()).toBe('Overdue1');

    // The dashboard counts her first response: WhatsApp within the minute of the visit.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/dashboard');
    const median = page
      .getByRole('list', { name: 'Lead desk today' })
      .getByRole('listitem')
      .filter({ hasText: 'Median first response' });
    await expect.poll(() => median.textContent()).toMatch(/0 min\s*7 days/);
    await page.screenshot({ path: '/tmp/shots/lead-desk-dashboard-1440.png', fullPage: true });
    expect(unexpectedProblems(desk.problems)).toEqual([]);
    expect(unexpectedProblems(visitor.problems)).toEqual([]);
    await visitor.context.close();
    await desk.context.close();
  });
});
