import Database from 'better-sqlite3';
import { chromium } from 'playwright-core';
const dir = process.env.DIR as string;
const db = new Database(`${dir}/dealer.db`);
const insert = db.prepare(`insert into enquiries (kind, name, phone, created_at) values ('finance', ?, ?, ?)`);
const now = Date.now();
db.transaction(() => {
  for (let i = 0; i < 1050; i++) insert.run(`Sunil Kulkarni ${i}`, `98${String(30000000 + i)}`, now - i * 60_000);
})();
db.close();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://127.0.0.1:3100/admin/login');
  await page.getByLabel('User ID').fill('owner');
  await page.getByLabel('Password').fill('owner-pass-123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
  await page.goto('http://127.0.0.1:3100/admin/dashboard/leads?tab=all');
  await page.getByPlaceholder(/Search/).fill('kulkarni');
  await page.getByText('of more than 1000 entries').waitFor();
  await page.getByText('of more than 1000 entries').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/desk-more-${width}.png`, fullPage: width === 375 });
  console.log(width, await page.getByText(/Showing/).textContent());
  // Page 50 by Next is long; the last page button in view, then Next past the counted pages.
  await page.getByRole('button', { name: 'Page 5', exact: true }).click();
  await page.getByText('Showing 81 to 100 of more than 1000 entries').waitFor();
  await page.close();
}
// Keyboard: Next reached by Tab and pressed with Enter.
await browser.close();
