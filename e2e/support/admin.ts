import type { Page } from 'playwright-core';
import { ADMIN_MARKER_KEY } from '../../src/web/lib/admin-marker.js';
import { E2E_ADMIN } from './global-setup.js';

/**
 * Signs in with the right password and opens the dashboard. Only ever the right password: the
 * server throttles failed logins per address, and every journey comes from 127.0.0.1.
 *
 * Through the API, as the login form does, and not through the form: the form waits 2 s after its
 * success toast before it goes on (SPEC §4), which cost every panel journey 2 s more. The form
 * itself is walked in admin-access.spec.ts. The browser keeps the session cookie (page.request
 * shares the context's cookies) and gets the marker the form would have set, once: a journey that
 * signs out must find it gone.
 */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { userId: E2E_ADMIN.userId, password: E2E_ADMIN.password },
  });
  if (!response.ok())
    throw new Error(`sign-in refused: ${response.status()} ${await response.text()}`);
  await page.addInitScript((key) => {
    try {
      if (sessionStorage.getItem('e2e-signed-in') !== null) return;
      localStorage.setItem(key, 'session-cookie');
      sessionStorage.setItem('e2e-signed-in', 'yes');
    } catch {
      // about:blank has no storage; the next document sets it
    }
  }, ADMIN_MARKER_KEY);
  await page.goto('/admin/dashboard');
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
