/// <reference lib="dom" />
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MODELS, JOY_CLUB_MODELS, SERVICE_MODELS } from '../src/shared/enquiries.js';
import { dealerDate } from '../src/shared/format.js';
import { REPORTS } from '../src/shared/reports.js';
import { signIn, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, sidewaysOverflow, VIEWPORTS } from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
const SHOTS = '/tmp/report-layout';
let browser: Browser;

// Leads as wide as real ones get: a long name, a long address, the longest model slug and a
// message of several sentences. Every report lists three of them.
const RUN = Date.now().toString(36).slice(-5);
const longest = (options: readonly { value: string }[]) =>
  options.reduce((a, b) => (b.value.length > a.value.length ? b : a)).value;
const MESSAGE =
  'The front brake squeals when wet and the chain needs adjusting; please also check the headlamp beam, which points too low since the last service.';
const lead = (i: number) => ({
  name: `Venkatesh Raghunath Kulkarni-Deshpande ${RUN}${i}`,
  email: `venkatesh.kulkarni.deshpande${i}@example-mail.co.in`,
  phone: `98${String(Date.now() + i * 7919).slice(-8)}`,
});
const inAWeek = dealerDate(Date.now() + 7 * 24 * 3600 * 1000);

const SUBMISSIONS: Record<string, (i: number) => [string, object]> = {
  'booking-report': (i) => {
    const { name, email, phone } = lead(i);
    return [
      '/book-service',
      {
        model: longest(SERVICE_MODELS),
        enteredModel: 'Hero Honda Splendor Plus Self Start',
        yearOfPurchase: '2019',
        serviceType: 'Paid',
        registrationNumber: 'MH13AB1234',
        bookingDate: inAWeek,
        name,
        email,
        contactNumber: phone,
        message: MESSAGE,
      },
    ];
  },
  'amc-report': (i) => vehicleLead('/amc', i),
  'ew-report': (i) => vehicleLead('/warranty', i),
  'finance-report': (i) => {
    const { name, email, phone } = lead(i);
    const model = longest(FINANCE_MODELS);
    return [
      '/finance',
      { model, loanAmount: '85000', name, email, contact: phone, message: MESSAGE, agreed: true },
    ];
  },
  'enquiry-report': (i) => {
    const { name, email, phone } = lead(i);
    return [
      '/api/postBooking',
      {
        model: 'Shine',
        color: 'Red',
        name,
        emailId: email,
        mobileNo: phone,
        message: MESSAGE,
        agree: true,
      },
    ];
  },
  'offer-report': (i) => {
    const { name, email, phone } = lead(i);
    return ['/offer', { name, email, contact: phone, agree: true }];
  },
  'joy-club-report': (i) => {
    const { name, email, phone } = lead(i);
    const model = JOY_CLUB_MODELS.at(-1)?.value;
    return [
      '/api/joyClub',
      {
        model,
        purchaseYear: '2019',
        regNo: 'MH13AB1234',
        name,
        email,
        mobile: phone,
        message: MESSAGE,
      },
    ];
  },
  'contact-report': (i) => {
    const { name, email, phone } = lead(i);
    return ['/contact', { reason: 'Feedback', name, email, contact: phone, message: MESSAGE }];
  },
  'opt-in-report': (i) => {
    const { name, phone } = lead(i);
    const everything = { all: true, rcs: true, sms: true, obd: true, email: true, whatsapp: true };
    return [
      '/opt-in',
      { registration: 'MH13AB1234', name, mobile: phone, notifications: everything },
    ];
  },
};

function vehicleLead(path: string, i: number): [string, object] {
  const { name, email, phone } = lead(i);
  return [
    path,
    {
      model: longest(SERVICE_MODELS),
      yearOfPurchase: '2019',
      registrationNumber: 'MH13AB1234',
      name,
      email,
      contactNumber: phone,
      message: MESSAGE,
    },
  ];
}

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const report of REPORTS) {
    const submission = SUBMISSIONS[report.slug];
    if (!submission) throw new Error(`no sample lead for ${report.slug}`);
    for (let i = 0; i < 3; i += 1) {
      const [path, body] = submission(i);
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, `${path}: ${await response.text()}`).toBe(201);
    }
  }
});
afterAll(() => browser.close());

/** Opens a report with only this run's three leads in it. */
async function openReport(page: Page, slug: string) {
  await page.goto(`/admin/dashboard/${slug}`);
  await page.getByPlaceholder(/Search name/).fill(RUN);
  await page.getByText('Showing 1 to 3 of 3 entries').waitFor();
}

const tableOf = (page: Page, title: string) => page.getByRole('table', { name: title });

/** The box the table scrolls in: where it is, and how much of the table it hides. */
const scrollBoxOf = (table: Locator) =>
  table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    const { left, right } = box.getBoundingClientRect();
    return { left, right, hidden: box.scrollWidth - box.clientWidth };
  });

describe('the report screens on any screen', () => {
  it.each([1280, 1440])('show every column of every report at %i px', async (width) => {
    const { page, context, problems } = await openPage(browser, baseUrl, { width, height: 900 });
    await signIn(page);
    for (const report of REPORTS) {
      await openReport(page, report.slug);
      const table = tableOf(page, report.title);
      const box = await scrollBoxOf(table);
      const lastHeader = await table.getByRole('columnheader').last().boundingBox();
      expect(lastHeader?.x, report.slug).toBeDefined();
      const lastRight = (lastHeader?.x ?? 0) + (lastHeader?.width ?? 0);
      expect(lastRight, `${report.slug}: the last column ends inside the box`).toBeLessThanOrEqual(
        box.right + 0.5,
      );
      expect(lastRight, `${report.slug}: and inside the window`).toBeLessThanOrEqual(width);
      expect(box.hidden, `${report.slug}: nothing hidden sideways`).toBeLessThanOrEqual(0);
      expect(await page.getByText('Scroll sideways for more columns').count()).toBe(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${report.slug}-${width}.png`, fullPage: true });
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('shows a long message in part, and all of it one tap away', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    await signIn(page);
    // The report with the most columns leaves its message the least room.
    const report = REPORTS.find((candidate) => candidate.slug === 'booking-report');
    await openReport(page, report?.slug ?? '');
    const cell = tableOf(page, report?.title ?? '')
      .getByRole('cell', { name: /front brake/ })
      .first();
    const text = cell.getByText(MESSAGE);
    const clipped = await text.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(clipped).toBe(true);
    await cell.getByRole('button', { name: 'Show all' }).click();
    await cell.getByRole('button', { name: 'Show less' }).waitFor();
    expect(await text.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(
      true,
    );
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('on a phone scroll sideways with a cue, keep the first columns in view and the empty text too', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.phone);
    await signIn(page);
    for (const report of REPORTS) {
      await openReport(page, report.slug);
      const table = tableOf(page, report.title);
      await page.getByText('Scroll sideways for more columns').waitFor();
      const serial = table.getByRole('columnheader', { name: 'S No.' });
      const name = table.getByRole('columnheader', { name: 'Name' });
      for (const header of [serial, name]) {
        expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe(
          'sticky',
        );
      }
      const before = await name.boundingBox();
      const scroller = table.locator('xpath=..');
      await scroller.evaluate((element) => element.scrollBy({ left: 240 }));
      await expect
        .poll(() => scroller.evaluate((element) => element.scrollLeft))
        .toBeGreaterThan(0);
      const after = await name.boundingBox();
      expect(after?.x, `${report.slug}: the name column stays put`).toBeCloseTo(before?.x ?? -1, 0);
      const rows = await table.getByRole('row').count();
      expect(rows).toBe(4);
      await page.screenshot({ path: `${SHOTS}/${report.slug}-375-scrolled.png`, fullPage: true });

      // A day without leads: the report's empty text sits where the eye is, inside the window.
      await page.getByLabel('From Date').fill('01/01/2020');
      await page.getByLabel('To Date').fill('01/01/2020');
      await page.getByRole('button', { name: 'SEARCH' }).click();
      const empty = page.getByText(report.emptyText, { exact: true });
      await empty.waitFor();
      const place = await empty.boundingBox();
      expect(place?.x, report.slug).toBeGreaterThanOrEqual(0);
      expect((place?.x ?? 0) + (place?.width ?? 0), report.slug).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
      await page.screenshot({ path: `${SHOTS}/${report.slug}-375-empty.png`, fullPage: true });
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
