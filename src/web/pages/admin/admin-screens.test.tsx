// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORTS } from '../../../shared/reports';
import { createI18n } from '../../i18n/i18n';
import { resources } from '../../i18n/locales/en';
import { paths } from '../../lib/paths';
import { stubResizeObserver } from '../../test/no-layout';
import { AdminScreenPage } from './admin-screen-page';
import { PERMISSIONS } from '../../../shared/roles';
import {
  ADMIN_MENU,
  ADMIN_SCREENS,
  DASHBOARD_SCREEN,
  findScreen,
  groupOf,
  screenLabel,
  topScreensFor,
} from './admin-screens';
import { reportHeading } from './report-screen-page';
import { screenHref } from './screen-href';

// Reads stay unanswered: these tests are about which screen an address draws, not its data.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreenAt(href: string) {
  const router = createMemoryRouter(
    [{ path: `${paths.admin.dashboard.path}/:screen`, Component: AdminScreenPage }],
    { initialEntries: [href] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the admin screens', () => {
  it('list every report of REPORTS under Report, by its title, in their order', () => {
    const reports = ADMIN_MENU.find((group) => group.label === 'Report')?.items ?? [];
    expect(reports.map(({ slug, label }) => ({ slug, label }))).toEqual(
      REPORTS.map(({ slug, title }) => ({ slug, label: title })),
    );
  });

  it('put every screen in exactly one place: under the dashboard, or in one menu group', () => {
    const grouped = ADMIN_MENU.flatMap((group) => group.items);
    const listed = [...topScreensFor(PERMISSIONS), ...grouped];
    expect(listed).toEqual(ADMIN_SCREENS);
    expect(new Set(listed.map((item) => item.slug)).size).toBe(listed.length);
    for (const item of grouped) expect(groupOf(item.slug)?.items).toContain(item);
    // The lead desk comes first, right under the dashboard.
    expect(topScreensFor(PERMISSIONS).map((item) => item.slug)).toEqual(['leads']);
    expect(groupOf('leads')).toBeUndefined();
  });

  it('find the dashboard at the panel address, and no screen for an unknown slug', () => {
    expect(findScreen(undefined)).toBe(DASHBOARD_SCREEN);
    expect(findScreen('no-such-screen')).toBeUndefined();
    expect(screenHref('')).toBe('/admin/dashboard');
    expect(screenHref('change-password')).toBe('/admin/dashboard/change-password');
    // @ts-expect-error a slug no screen has is not an address of the panel
    screenHref('no-such-screen');
  });

  it.each(REPORTS.map((report) => [report.slug, reportHeading(report), report.title] as const))(
    'draws the %s screen at its address, headed %s',
    async (slug, heading, title) => {
      renderScreenAt(screenHref(slug));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByRole('table', { name: title })).toBeTruthy();
    },
  );

  it('heads a report in sentence case, keeping abbreviations and names', () => {
    expect(REPORTS.map(reportHeading)).toEqual(
      expect.arrayContaining(['Booking report', 'AMC report', 'EW report', 'Joy Club report']),
    );
  });

  it.each([
    ['price', 'Manage price', 'Price'],
    ['accessories-price', 'Manage accessories price', 'Accessories Price'],
    ['on-road-price', 'On-road price', 'On-road Price'],
    ['lead-settings', 'Lead settings', 'Lead Settings'],
    ['change-password', 'Change password', 'Change Password'],
  ] as const)(
    'heads the %s screen in sentence case (%s), while the sidebar names it %s',
    async (slug, heading, menuName) => {
      renderScreenAt(screenHref(slug));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      const listed = ADMIN_SCREENS.find((item) => item.slug === slug);
      const english = createI18n('en', resources).getFixedT('en', 'adminShell');
      expect(listed && screenLabel(listed, english)).toBe(menuName);
    },
  );

  it.each(
    ADMIN_SCREENS.filter((item) => !('group' in item) || item.group !== 'Report').map((item) => [
      item.slug,
    ]),
  )('draws the %s screen at its address', async (slug) => {
    renderScreenAt(screenHref(slug));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('There is no such screen. Choose one from the menu.')).toBeNull();
  });

  it('says there is no such screen at an address no screen has', async () => {
    renderScreenAt(`${paths.admin.dashboard.getHref()}/no-such-screen`);
    await screen.findByRole('heading', { level: 1, name: 'Screen not found' });
    expect(screen.getByText('There is no such screen. Choose one from the menu.')).toBeTruthy();
  });
});
