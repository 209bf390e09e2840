/// <reference lib="dom" />
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MODELS } from '../src/shared/enquiries.js';
import { toEnGbDate } from '../src/shared/dates.js';
import { dealerDate } from '../src/shared/format.js';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.js';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;
const RUN = Date.now().toString(36).slice(-4);
const people = Array.from({ length: 23 }, (_, i) => ({
  name: `Report Rider ${RUN} ${String(i).padStart(2, '0')}`,
  contactNumber: `97${String(Date.now() + i).slice(-8)}`,
  email: `rider${i}@reports.example`,
  registrationNumber: `MH13RP${String(1000 + i)}`,
}));

beforeAll(async () => {
  browser = await launchBrowser();
  // Leads arrive the way visitors send them: through the public endpoint.
  for (const person of people) {
    const response = await fetch(`${baseUrl}/book-service`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, message: 'Chain noise, please check' }),
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => browser.close());

describe('a staff member working through the booking report', () => {
  it('filters by date, searches, pages, and downloads the CSV of every matching row', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    await signIn(page);
    await openScreen(page, 'Report', 'Booking Report');
    await page.getByText(/^Showing 1 to 10 of \d+ entries$/).waitFor();

    // A day with no leads: the exports switch off and the spec's empty text shows.
    await page.getByLabel('From Date').fill('01/01/2020');
    await page.getByLabel('To Date').fill('01/01/2020');
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await page.getByText('No booking data available').waitFor();
    expect(await page.getByRole('button', { name: 'CSV' }).isDisabled()).toBe(true);

    // The panel's date fields take dd/mm/yyyy.
    const today = toEnGbDate(dealerDate(Date.now()));
    await page.getByLabel('From Date').fill(today);
    await page.getByLabel('To Date').fill(today);
    await page.getByRole('button', { name: 'SEARCH' }).click();
    await page.getByPlaceholder(/Search name/).fill(`Report Rider ${RUN}`);
    await page.getByText('Showing 1 to 10 of 23 entries').waitFor();

    await page.getByRole('button', { name: 'Page 3' }).click();
    await page.getByText('Showing 21 to 23 of 23 entries').waitFor();
    await page.getByRole('cell', { name: people[0]?.name as string }).waitFor();
    await page.getByRole('button', { name: 'Next' }).isDisabled();

    // A search goes back to page 1 and finds a lead from another page.
    await page.getByPlaceholder(/Search name/).fill('MH13RP1005');
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await page.getByRole('cell', { name: people[5]?.name as string }).waitFor();

    await page.getByPlaceholder(/Search name/).fill(`Report Rider ${RUN}`);
    await page.getByText('Showing 1 to 10 of 23 entries').waitFor();

    // A failed fetch leaves the table as it was.
    await page.route('**/api/bookingReports', (route) =>
      route.fulfill({ status: 500, body: '{}' }),
    );
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText('Could not refresh the report. Showing the last results.').waitFor();
    await page.getByRole('cell', { name: people[22]?.name as string }).waitFor();
    await page.unroute('**/api/bookingReports');
    problems.length = 0; // the browser logs the deliberate 500

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('booking-report.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(24); // header + every matching row, not just the page shown
    for (const person of people) expect(csv).toContain(`"${person.name}"`);
    expect(csv).toContain('"Chain noise  please check"'); // the comma became a space
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs why a report could not be read, and keeps showing the rows it had', async () => {
    const { page, context, problems } = await openPage(browser, baseUrl, VIEWPORTS.desktop);
    await signIn(page);
    await openScreen(page, 'Report', 'Booking Report');
    await page.getByPlaceholder(/Search name/).fill(`Report Rider ${RUN}`);
    await page.getByText('Showing 1 to 10 of 23 entries').waitFor();
    const newest = page.getByRole('cell', { name: people[22]?.name as string });
    await newest.waitFor();

    // SPEC §8: an answer that is not OK logs its status, no answer at all says so.
    await page.route('**/api/bookingReports', (route) =>
      route.fulfill({ status: 500, json: { message: 'The database is busy' } }),
    );
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => problems).toContain('HTTP error! Status: 500');
    await page.unroute('**/api/bookingReports');
    await page.route('**/api/bookingReports', (route) => route.abort());
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => problems).toContain('Network response was not ok');
    await page.unroute('**/api/bookingReports');
    expect(await newest.isVisible()).toBe(true);
    await page.getByText('Showing 1 to 10 of 23 entries').waitFor();

    // The AMC report names itself.
    const amcLead = { ...people[0], name: `AMC Rider ${RUN}`, model: SERVICE_MODELS[0]?.value };
    const posted = await fetch(`${baseUrl}/amc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...amcLead, yearOfPurchase: '2021' }),
    });
    expect(posted.status).toBe(201);
    await openScreen(page, 'Report', 'AMC Report');
    await page.getByRole('cell', { name: amcLead.name }).waitFor();
    const shown = await page.getByRole('row').count();
    await page.route('**/api/amcReports', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Busy</h1>' }),
    );
    await page.getByPlaceholder(/Search name/).fill('nobody by this name');
    await expect
      .poll(() => problems)
      .toContain('Failed to fetch AMC data: HTTP error! Status: 503');
    expect(await page.getByRole('row').count()).toBe(shown);
    await page.getByRole('cell', { name: amcLead.name }).waitFor();
    await page.unroute('**/api/amcReports');

    const logged = [
      'HTTP error! Status: 500',
      'Network response was not ok',
      'Failed to fetch AMC data: HTTP error! Status: 503',
    ];
    expect(
      unexpectedProblems(problems, [500, 503]).filter(
        (problem) => !logged.includes(problem) && !/ERR_FAILED/.test(problem),
      ),
    ).toEqual([]);
    await context.close();
  });
});
