/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScreen, signIn } from './support/admin.js';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Names unique to this run, so the report search finds only this file's leads.
const RUN = Date.now().toString(36).slice(-5);
const SUCCESS = 'Thanks for your enquiry. Our team will get back soon.';

interface Enquiry {
  name: string;
  phone: string;
  message: string;
  /** How the phone gets into the field. */
  entry: 'type' | 'paste';
}

async function openTestRide(page: Page, bike: string): Promise<Locator> {
  await page.goto(`/text-ride-booking?bike=${bike}`);
  const form = page.getByRole('form', { name: 'Book a Test Ride' });
  // Typing before the page's script runs would bypass the field's own handling.
  await expect.poll(() => form.getByRole('button', { name: 'SUBMIT' }).isEnabled()).toBe(true);
  return form;
}

/**
 * Copies text, then pastes it into the field with the keyboard, as a visitor does. The site's
 * pages deny scripts the clipboard (Permissions-Policy), so the copying happens on a blank page.
 */
async function paste(page: Page, field: Locator, text: string) {
  const copier = await page.context().newPage();
  await copier.route('**/e2e-clipboard', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>copy</title>' }),
  );
  await copier.goto('/e2e-clipboard');
  await copier.evaluate((value) => navigator.clipboard.writeText(value), text);
  await copier.close();
  await page.bringToFront();
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Fills in and sends a test-ride enquiry; answers what the contact field showed before sending. */
async function sendTestRide(page: Page, form: Locator, enquiry: Enquiry): Promise<string> {
  await form.getByLabel('Your Name').fill(enquiry.name);
  await form.getByLabel('Email Address').fill('rider@leads.example');
  const contact = form.getByLabel('Contact Number');
  if (enquiry.entry === 'type') await contact.pressSequentially(enquiry.phone);
  else await paste(page, contact, enquiry.phone);
  const shown = await contact.inputValue();
  await form.getByLabel('Colour').selectOption({ index: 1 });
  await form.getByLabel('Message').fill(enquiry.message);
  await form.getByLabel('I agree to the Terms & Conditions').check();
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByRole('alert').filter({ hasText: SUCCESS }).first().waitFor();
  // The form empties after a success; the next enquiry starts from a blank field.
  await expect.poll(() => contact.inputValue()).toBe('');
  return shown;
}

/** The Enquiry Report's rows for a search, as staff see them: each row's cell texts. */
async function reportRows(page: Page, search: string, total: number): Promise<string[][]> {
  await page.getByRole('searchbox').fill(search);
  await page.getByText(`Showing 1 to ${total} of ${total} entries`).waitFor();
  const rows = page.getByRole('row').filter({ hasText: search });
  await expect.poll(() => rows.count()).toBe(total);
  return Promise.all((await rows.all()).map((row) => row.getByRole('cell').allInnerTexts()));
}

describe('a visitor typing or pasting a contact number', () => {
  it('sees +91 98220 11122, 098220-11122 and 98220 11122 become 9822011122, typed or pasted, and staff see it stored', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const name = `Phone Entry ${RUN}`;
    const numbers = ['+91 98220 11122', '098220-11122', '98220 11122'];
    const form = await openTestRide(page, 'Shine');
    for (const phone of numbers) {
      for (const entry of ['type', 'paste'] as const) {
        // A message of its own: six identical enquiries would be one lead and five repeats.
        const message = `${entry} ${phone}`;
        const shown = await sendTestRide(page, form, { name, phone, message, entry });
        expect(shown, message).toBe('9822011122');
      }
    }

    await signIn(page);
    await openScreen(page, 'Report', 'Enquiry Report');
    const rows = await reportRows(page, name, 6);
    for (const cells of rows) expect(cells).toContain('9822011122');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a visitor asking about two models in a row', () => {
  it('leaves two leads after a Shine and then an Activa test ride from one phone, and a resend adds none', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    const enquiry: Enquiry = {
      name: `Two Models ${RUN}`,
      phone: '9822033344',
      message: 'Weekend test ride, please.',
      entry: 'type',
    };
    await sendTestRide(page, await openTestRide(page, 'Shine'), enquiry);
    const activa = await openTestRide(page, 'Activa');
    await sendTestRide(page, activa, enquiry);
    // The same Activa enquiry sent again (a resend) is kept, but as a repeat: no third row.
    await sendTestRide(page, activa, enquiry);

    await signIn(page);
    await openScreen(page, 'Report', 'Enquiry Report');
    const rows = await reportRows(page, enquiry.name, 2);
    const models = rows.map((cells) => cells.find((text) => text === 'Shine' || text === 'Activa'));
    expect(models.sort()).toEqual(['Activa', 'Shine']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
