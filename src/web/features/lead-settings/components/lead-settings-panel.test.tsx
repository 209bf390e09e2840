// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES, type AlertList, type AlertRow } from '../../../../shared/alerts';
import { LEAD_SETTINGS_MESSAGES, type LeadSettings } from '../../../../shared/lead-settings';
import { ToastContainer } from '../../../lib/toast';
import { stubDialogsAndScrolling, stubResizeObserver } from '../../../test/no-layout';
import { LeadSettingsPanel } from './lead-settings-panel';
import { MemoryRouter } from 'react-router';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const FAILED: AlertRow = {
  id: 7,
  kind: 'lead_alert',
  leadId: 42,
  status: 'failed',
  attempts: 9,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-03-02T02:30:00.000Z',
  sentAt: null,
};
const SENT: AlertRow = {
  ...FAILED,
  id: 6,
  leadId: 41,
  status: 'sent',
  attempts: 0,
  lastError: null,
  sentAt: '2026-03-02T02:31:00.000Z',
};

const CONFIGURED = { configured: true, to: 'leads@dealer.example', from: 'alerts@dealer.example' };

/** What the fake server holds, and every call the panel made as "METHOD /path?query". */
let settings: LeadSettings;
let alerts: AlertRow[];
let calls: { call: string; body: unknown }[];

beforeEach(() => {
  stubDialogsAndScrolling();
  settings = { autoAssign: true, alerts: { configured: false, to: null, from: null } };
  alerts = [FAILED, SENT];
  calls = [];
  stubResizeObserver();
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ call: `${method} ${path}`, body });
    const url = new URL(path, 'http://panel.test');
    if (url.pathname === '/api/lead-settings' && method === 'GET') return json(200, settings);
    if (url.pathname === '/api/lead-settings' && method === 'PUT') {
      settings = { ...settings, ...(body as { autoAssign: boolean }) };
      return json(200, {
        message: settings.autoAssign
          ? LEAD_SETTINGS_MESSAGES.autoAssignOn
          : LEAD_SETTINGS_MESSAGES.autoAssignOff,
      });
    }
    if (url.pathname === '/api/alerts') {
      const status = url.searchParams.get('status');
      const data = alerts.filter((row) => !status || row.status === status);
      const list: AlertList = {
        data,
        totalRecords: data.length,
        configured: settings.alerts.configured,
      };
      return json(200, list);
    }
    const resend = /^\/api\/alerts\/(\d+)\/resend$/.exec(url.pathname);
    if (resend && method === 'POST') {
      alerts = alerts.map((row) =>
        row.id === Number(resend[1]) ? { ...row, status: 'pending' } : row,
      );
      return json(200, { message: ALERT_MESSAGES.resent });
    }
    return json(404, { message: 'Not found' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <LeadSettingsPanel />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
}

describe('the automatic assignment switch', () => {
  it('saves as soon as it is flipped, says so, and explains what the new position does', async () => {
    renderPanel();
    const toggle = await screen.findByRole('switch', { name: 'Assign new leads automatically' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/go to the active sales accounts in turn/)).toBeTruthy();

    fireEvent.click(toggle);
    expect(await screen.findByText(LEAD_SETTINGS_MESSAGES.autoAssignOff)).toBeTruthy();
    expect(calls).toContainEqual({ call: 'PUT /api/lead-settings', body: { autoAssign: false } });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText(/every new lead waits in Unassigned/)).toBeTruthy();
  });

  it('is a native button, which Space and Enter press from the keyboard', async () => {
    renderPanel();
    const toggle = await screen.findByRole('switch', { name: 'Assign new leads automatically' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
  });
});

describe('the e-mail alerts', () => {
  it('say they are off, and which settings turn them on, while the server has no mail settings', async () => {
    renderPanel();
    const line = await screen.findByText(/E-mail alerts are off/);
    expect(line.textContent).toBe(
      "E-mail alerts are off: set SMTP_URL, ALERT_EMAIL_FROM and ALERT_EMAIL_TO on the server to send each new lead to the dealer's inbox.",
    );
  });

  it('name the inbox new leads go to once configured', async () => {
    settings.alerts = CONFIGURED;
    renderPanel();
    expect(await screen.findByText('leads@dealer.example')).toBeTruthy();
    expect(screen.queryByText(/E-mail alerts are off/)).toBeNull();
  });

  it('list each alert with its state and last error; only an unsent one can be sent again', async () => {
    settings.alerts = CONFIGURED;
    renderPanel();
    const table = await screen.findByRole('table', { name: 'E-mail alerts' });
    const [, failedRow, sentRow] = within(table).getAllByRole('row');
    expect(within(failedRow!).getByText('Failed')).toBeTruthy();
    expect(within(failedRow!).getByText('02/03/2026 08:00')).toBeTruthy();
    expect(within(failedRow!).getByRole('link', { name: '#42' }).getAttribute('href')).toBe(
      '/admin/dashboard/leads?lead=42',
    );
    expect(within(failedRow!).getByText(FAILED.lastError!)).toBeTruthy();
    expect(within(failedRow!).getByRole('button', { name: 'Send alert 7 again' })).toBeTruthy();
    expect(within(sentRow!).getByText('02/03/2026 08:01')).toBeTruthy();
    expect(within(sentRow!).queryByRole('button')).toBeNull();
  });

  it('send an alert again only once the owner confirms, with the server’s message', async () => {
    settings.alerts = CONFIGURED;
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Send alert 7 again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this alert again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.map((c) => c.call)).not.toContain('POST /api/alerts/7/resend');

    fireEvent.click(screen.getByRole('button', { name: 'Send alert 7 again' }));
    const again = await screen.findByRole('alertdialog', { name: 'Send this alert again?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(ALERT_MESSAGES.resent)).toBeTruthy();
    expect(calls.map((c) => c.call)).toContain('POST /api/alerts/7/resend');
    const table = screen.getByRole('table', { name: 'E-mail alerts' });
    expect(await within(table).findByText('Pending')).toBeTruthy();
  });

  it('offer no resend while the server cannot send mail', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'E-mail alerts' });
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('filter by status, and say so when none match', async () => {
    alerts = [SENT];
    renderPanel();
    await screen.findByRole('table', { name: 'E-mail alerts' });
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No failed alerts.')).toBeTruthy();
    expect(calls.map((c) => c.call)).toContain('GET /api/alerts?page=1&status=failed');
  });

  it('say there are none yet on a new installation', async () => {
    alerts = [];
    renderPanel();
    expect(await screen.findByText('No alerts yet.')).toBeTruthy();
  });
});
