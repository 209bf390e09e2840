/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScreen, signIn, unexpectedProblems } from './support/admin.js';
import { launchBrowser, openPage, sidewaysOverflow } from './support/browser.js';
import { ownServer } from './support/own-server.js';

const baseUrl = await ownServer();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 800 };

/** Screenshots for a person to look at (not compared, not committed), at both widths. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize() ?? WIDE;
  for (const viewport of [WIDE, PHONE]) {
    await page.setViewportSize(viewport);
    // The sidebar slides away below 1024 px: the picture is of where it ends.
    // (A cancelled animation, such as a toast taken away, counts as ended.)
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((each) => each.finished.catch(() => undefined))),
    );
    await page.screenshot({ path: `/tmp/shots/${name}-${viewport.width}.png`, fullPage: true });
    expect(await sidewaysOverflow(page), `${name} at ${viewport.width} px`).toBe(0);
  }
  await page.setViewportSize(before);
}

async function signInAs(page: Page, userId: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
}

/** The names of every screen the sidebar links to, closed groups included. */
async function menuItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav
    .getByRole('link', { name: 'Profile', includeHidden: true })
    .waitFor({ state: 'attached' });
  return (await nav.getByRole('link', { includeHidden: true }).allTextContents()).map((text) =>
    text.trim(),
  );
}

describe('staff accounts', () => {
  it('the owner adds a salesperson, who chooses a password, sees only the sales screens and is signed out once disabled; Activity lists each step', async () => {
    const userId = `sales.${Date.now().toString(36)}`;
    const owner = await openPage(browser, baseUrl, WIDE);
    await signIn(owner.page);
    await openScreen(owner.page, 'Team', 'Staff');
    await owner.page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await owner.page.getByRole('table', { name: 'Staff accounts' }).waitFor();

    // The owner adds the account and lets the server make its temporary password.
    await owner.page.getByRole('button', { name: 'Add staff' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Add staff' });
    await form.getByLabel('User ID').fill(userId);
    await form.getByLabel('Name').fill('Asha Sales');
    await form.getByLabel('Mobile').fill('98765 43210');
    await form.getByLabel('E-mail').fill('asha@example.com');
    await form.getByRole('button', { name: 'Add staff' }).click();
    const shown = owner.page.getByRole('dialog', { name: 'Temporary password' });
    await shown.waitFor();
    const temporary = (await shown.locator('output').textContent())?.trim() ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    await shown.getByText('This password will not be shown again.', { exact: false }).waitFor();
    await shoot(owner.page, 'staff-password-dialog');
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = owner.page.getByRole('row').filter({ hasText: userId });
    await row.getByText('Sales', { exact: true }).waitFor();
    await shoot(owner.page, 'staff-screen');

    // The salesperson signs in and must choose a password before anything else opens.
    const sales = await openPage(browser, baseUrl, WIDE);
    await signInAs(sales.page, userId, temporary);
    await sales.page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await shoot(sales.page, 'choose-password');
    expect(await sales.page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await sales.page.getByLabel('Temporary password').fill(temporary);
    await sales.page.getByLabel('New password').fill('asha-own-password-1');
    await sales.page.getByLabel('Confirm password').fill('asha-own-password-1');
    await sales.page.getByRole('button', { name: 'Save my password' }).click();
    await sales.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The sales reports, no service report, no Team; the dashboard has no service cards.
    const items = await menuItems(sales.page);
    expect(items).toEqual(expect.arrayContaining(['Enquiry Report', 'Finance Report', 'Price']));
    expect(items).not.toContain('Booking Report');
    expect(items).not.toContain('Staff');
    expect(items).not.toContain('Activity');
    await sales.page.getByText('Today Enquiry').waitFor();
    expect(await sales.page.getByText('Today Booking').count()).toBe(0);

    // A typed address of the Staff screen shows the not-allowed page.
    await sales.page.goto('/admin/dashboard/staff');
    await sales.page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    await sales.page.getByRole('link', { name: 'Back to the dashboard' }).waitFor();
    await shoot(sales.page, 'not-allowed');

    // The owner disables the account: the salesperson's next click lands on the login page.
    await row.getByRole('button', { name: `Disable ${userId}` }).click();
    await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await openScreen(sales.page, 'Report', 'Enquiry Report');
    await sales.page.waitForURL('**/admin/login');
    await sales.page.getByRole('heading', { name: 'Admin login' }).waitFor();

    // The owner's Activity screen lists each step, newest first.
    await openScreen(owner.page, 'Team', 'Activity');
    await owner.page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    const trail = owner.page.getByRole('table', { name: 'Activity' });
    await trail.getByText('Disabled an account').waitFor();
    // Searching for the new account leaves its four steps (the search waits for typing to stop).
    const searched = owner.page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === userId,
    );
    await owner.page.getByRole('searchbox').fill(userId);
    await searched;
    await expect.poll(() => trail.locator('tbody tr').count()).toBe(4);
    const steps = await trail
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? ''),
        ),
      );
    expect(steps.map(([, , user, action, target]) => [user, action, target])).toEqual([
      ['admin', 'Disabled an account', `staff ${userId}`],
      [userId, 'Changed own password', `staff ${userId}`],
      [userId, 'Signed in', `staff ${userId}`],
      ['admin', 'Created a staff account', `staff ${userId}`],
    ]);
    await shoot(owner.page, 'activity');

    expect(unexpectedProblems(owner.problems)).toEqual([]);
    // The disabled account's click is answered 401, which sends it to the login page; the report
    // it opened logs its refused read as the spec asks.
    const reportLog = 'HTTP error! Status: 401';
    expect(
      unexpectedProblems(sales.problems, [401]).filter((problem) => problem !== reportLog),
    ).toEqual([]);
    await owner.context.close();
    await sales.context.close();
  });
});
