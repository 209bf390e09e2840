import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './global-setup.js';

/**
 * Signs in with the right password and waits for the dashboard. Only ever the right password:
 * the server throttles failed logins per address, and every journey comes from 127.0.0.1.
 */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('User ID').fill(E2E_ADMIN.userId);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // SPEC §4: the redirect comes 2 s after the success toast.
  await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
}

/** Opens a panel screen through the sidebar, as staff do (through the drawer on a phone). */
export async function openScreen(page: Page, group: string, item: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page.getByRole('button', { name: group, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: item, exact: true })
    .click();
}

/**
 * The browser logs every 4xx answer as a console error. A journey that provokes one on purpose
 * names its status; everything else counts.
 */
export function unexpectedProblems(problems: string[], expectedStatuses: number[] = []): string[] {
  return problems.filter(
    (problem) => !expectedStatuses.some((status) => problem.includes(`status of ${status}`)),
  );
}
