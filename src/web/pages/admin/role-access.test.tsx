// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type CurrentUser } from '../../../shared/admin';
import { ROLE_PERMISSIONS, type Role } from '../../../shared/roles';
import { AdminShell } from '../../layouts/admin/admin-shell';
import { paths } from '../../lib/paths';
import { stubResizeObserver } from '../../test/no-layout';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminScreenPage } from './admin-screen-page';
import { ADMIN_SCREENS, menuFor, topScreensFor } from './admin-screens';
import { screenHref } from './screen-href';
import { changeValue } from '../../test/change-value';

function account(role: Role, mustChangePassword = false): CurrentUser {
  return {
    user_id: `${role}-1`,
    user_name: `The ${role} desk`,
    email: '',
    mobile_no: '',
    city: '',
    created_date: '01/01/2026',
    expire_date: '',
    Status: 'Active',
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    must_change_password: mustChangePassword,
  };
}

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

/** Every call the panel made, as "METHOD /path". */
let calls: string[];

/**
 * Answers /api/me with the given accounts in turn (the last one from then on) and the password
 * change with success; every other read stays unanswered, as these tests are about what opens.
 */
function serve(...accounts: CurrentUser[]) {
  let me = 0;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://panel.test').pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/me') return json(accounts[Math.min(me++, accounts.length - 1)]);
    if (path.startsWith('/api/profile/password/')) {
      const body = JSON.parse(String(init?.body)) as { oldPassword: string; newPassword: string };
      // As the server does: the temporary password cannot be kept as the chosen one.
      if (body.newPassword === body.oldPassword)
        return Promise.resolve(
          new Response(
            JSON.stringify({
              message: AUTH_MESSAGES.temporaryPasswordKept,
              errors: { newPassword: AUTH_MESSAGES.temporaryPasswordKept },
            }),
            { status: 400 },
          ),
        );
      return json({ message: AUTH_MESSAGES.passwordUpdated });
    }
    return new Promise<Response>(() => {});
  });
}

function renderPanelAt(href: string) {
  const router = createMemoryRouter(
    [
      {
        path: paths.admin.dashboard.path,
        Component: AdminShell,
        children: [
          { index: true, Component: AdminDashboardPage },
          { path: ':screen', Component: AdminScreenPage },
        ],
      },
      { path: paths.admin.login.path, Component: () => <h1>Admin Login</h1> },
    ],
    { initialEntries: [href] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Every screen the sidebar links to, closed groups included, once the account is known. */
async function menuLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Admin' });
  // Every role has a profile: until it is listed the menu waits for /api/me.
  await within(nav).findByRole('link', { name: 'Profile', hidden: true });
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
}

beforeEach(() => {
  calls = [];
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the menu of each role', () => {
  it.each(Object.keys(ROLE_PERMISSIONS) as Role[])(
    'lists exactly the screens the %s role may open',
    (role) => {
      const permissions = ROLE_PERMISSIONS[role];
      const listed = [
        ...topScreensFor(permissions),
        ...menuFor(permissions).flatMap((group) => group.items),
      ];
      expect(listed).toEqual(
        ADMIN_SCREENS.filter((item) => ROLE_PERMISSIONS[role].includes(item.permission)),
      );
    },
  );

  it('shows a salesperson the sales reports and Manage, but no service report and no Team', async () => {
    serve(account('sales'));
    renderPanelAt(screenHref(''));
    const links = await menuLinks();
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Enquiry Report', 'Price']));
    expect(links).not.toContain('Booking Report');
    expect(links).not.toContain('AMC Report');
    expect(links).not.toContain('Staff');
    expect(links).not.toContain('Activity');
    // The on-road rates are the owner's (permission `catalogue`), though listed under Manage.
    expect(links).not.toContain('On-road Price');
    // The catalogue editor is the owner's too.
    expect(links).not.toContain('Catalogue');
    expect(screen.queryByRole('button', { name: 'Team' })).toBeNull();
  });

  it('shows the service desk its three reports and no Manage screens', async () => {
    serve(account('service'));
    renderPanelAt(screenHref(''));
    const links = await menuLinks();
    expect(links).toEqual(
      expect.arrayContaining(['Booking Report', 'AMC Report', 'EW Report', 'Profile']),
    );
    expect(links).not.toContain('Enquiry Report');
    expect(links).not.toContain('Price');
    expect(links).not.toContain('Staff');
  });

  it('shows the owner the Team group with Staff and Activity', async () => {
    serve(account('owner'));
    renderPanelAt(screenHref(''));
    expect(await menuLinks()).toEqual(
      expect.arrayContaining(['Staff', 'Activity', 'Price', 'On-road Price', 'Catalogue']),
    );
    expect(screen.getByRole('button', { name: 'Team' })).toBeTruthy();
  });
});

describe('a typed address the role may not open', () => {
  it('shows the not-allowed page with a way back, and asks the server nothing for it', async () => {
    serve(account('sales'));
    renderPanelAt(screenHref('staff'));
    await screen.findByRole('heading', { level: 1, name: 'Not allowed' });
    expect(screen.getByText(/role \(Sales\) cannot open the Staff screen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      screenHref(''),
    );
    expect(calls.filter((call) => call.includes('/api/staff'))).toEqual([]);
  });

  it('shows a salesperson "Not allowed" at the Catalogue address, and reads no model', async () => {
    serve(account('sales'));
    renderPanelAt(`${screenHref('catalogue')}?model=3&tab=variants`);
    await screen.findByRole('heading', { level: 1, name: 'Not allowed' });
    expect(screen.getByText(/role \(Sales\) cannot open the Catalogue screen/)).toBeTruthy();
    expect(calls.filter((call) => call.includes('/api/catalogue-editor'))).toEqual([]);
  });

  it('opens the same screen for the owner', async () => {
    serve(account('owner'));
    renderPanelAt(screenHref('staff'));
    await screen.findByRole('heading', { level: 1, name: 'Staff' });
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).toBeNull();
  });
});

describe('an account with a temporary password', () => {
  it('is told under the new password when it tries to keep the temporary one', async () => {
    serve(account('service', true));
    renderPanelAt(screenHref(''));
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });
    for (const label of ['Temporary password', 'New password', 'Confirm password'])
      changeValue(screen.getByLabelText(label), { target: { value: 'temp-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(AUTH_MESSAGES.temporaryPasswordKept)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeTruthy();
  });

  it('sees only the password screen and sign-out, whatever the address, until it chooses one', async () => {
    serve(account('sales', true), account('sales', false));
    const router = renderPanelAt(screenHref('price'));
    await screen.findByRole('heading', { level: 1, name: 'Choose your password' });
    expect(screen.queryByRole('heading', { name: 'Manage price' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // No screen behind it asked the server for anything.
    expect(calls).toEqual(['GET /api/me']);

    changeValue(screen.getByLabelText('Temporary password'), {
      target: { value: 'temp-pass-1' },
    });
    changeValue(screen.getByLabelText('New password'), { target: { value: 'my-own-pass-1' } });
    changeValue(screen.getByLabelText('Confirm password'), {
      target: { value: 'my-own-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe(screenHref(''));
    expect(calls).toContain('PATCH /api/profile/password/sales-1');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Choose your password' })).toBeNull(),
    );
    expect(await menuLinks()).toContain('Price');
  });
});
