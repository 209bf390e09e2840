// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SALES_LEAD_STATUSES, type LeadDetail, type LeadListItem } from '../../../../shared/leads';
import { stubDialogsAndScrolling, stubResizeObserver } from '../../../test/no-layout';
import { LeadsDesk } from './leads-desk';
import { changeValue } from '../../../test/change-value';

const meera: LeadListItem = {
  id: 7,
  kind: 'product',
  name: 'Meera Deshmukh',
  phone: '9822111001',
  model: 'Shine',
  status: 'new',
  assignee: null,
  createdAt: '2026-11-24T05:30:00.000Z',
  nextFollowUpAt: null,
  firstResponseMinutes: null,
};

const detail: LeadDetail = {
  lead: {
    ...meera,
    email: 'meera@example.com',
    message: 'Can I ride it on Saturday?',
    lostReason: null,
    fields: { colour: 'Red', on_road_price: 102_345 },
    allowedStatuses: ['contacted', 'follow_up', 'test_ride_booked', 'lost'],
  },
  timeline: [
    {
      id: 1,
      type: 'note',
      detail: 'Called, no answer',
      actor: 'asha',
      createdAt: '2026-11-24T06:00:00.000Z',
    },
  ],
  samePhone: [
    { id: 9, kind: 'product', status: 'new', createdAt: '2026-11-24T06:10:00.000Z', repeatOf: 7 },
    {
      id: 3,
      kind: 'finance',
      status: 'lost',
      createdAt: '2026-11-01T06:10:00.000Z',
      repeatOf: null,
    },
  ],
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** Every call the desk made: method, path with query, and body. */
let calls: { method: string; url: string; body: unknown }[];

/** What GET /api/leads answers: one lead unless a test says otherwise. */
let listPage: object;

beforeEach(() => {
  calls = [];
  listPage = { data: [meera], totalRecords: 1, moreThanTotal: false };
  stubResizeObserver();
  stubDialogsAndScrolling();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://panel.test');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: `${url.pathname}${url.search}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url.pathname === '/api/leads/counts') {
      return json({ mine: 2, unassigned: 1, dueToday: 0, overdue: 3 });
    }
    if (url.pathname === '/api/leads') return json(listPage);
    if (url.pathname === '/api/leads/7' && method === 'GET') return json(detail);
    if (url.pathname === '/api/leads/7' && method === 'PATCH') {
      return json({ message: 'Lead updated' });
    }
    if (url.pathname === '/api/leads/7/contacts') return json({ message: 'Contact logged' }, 201);
    if (url.pathname === '/api/leads/7/notes') return json({ message: 'Note added' }, 201);
    return new Promise<Response>(() => {});
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderDesk(href = '/leads', role: 'owner' | 'sales' = 'sales') {
  const router = createMemoryRouter(
    [
      {
        path: '/leads',
        Component: () => (
          <LeadsDesk
            user={{ userId: 'asha', role }}
            kinds={['finance', 'product']}
            statuses={SALES_LEAD_STATUSES}
            assignees={
              role === 'owner' ? [{ userId: 'asha', name: 'Asha Patil', role: 'sales' }] : []
            }
          />
        ),
      },
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

const writes = () => calls.filter((call) => call.method !== 'GET');

describe('the lead desk', () => {
  it('opens on Mine for staff, with each tab’s count, and asks for open leads of theirs', async () => {
    renderDesk();
    const views = await screen.findByRole('group', { name: 'Views' });
    await waitFor(() =>
      expect(within(views).getByRole('button', { name: /Overdue/ }).textContent).toBe('Overdue3'),
    );
    expect(within(views).getByRole('button', { name: /Mine/, pressed: true })).toBeTruthy();
    await screen.findByText('Meera Deshmukh');
    expect(calls.map((call) => call.url)).toContain('/api/leads?status=open&assignee=me&page=1');
    fireEvent.click(within(views).getByRole('button', { name: /Overdue/ }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/leads?due=overdue&page=1'),
    );
  });

  it('says "more than" where the server stopped counting, and pages on past it', async () => {
    // One page counted, and more beyond it: Next stays on.
    listPage = { data: [meera], totalRecords: 20, moreThanTotal: true };
    renderDesk('/leads?tab=all');
    await screen.findByText('Showing 1 to 20 of more than 20 entries');
    expect(screen.getByText('More than 20 leads')).toBeTruthy();
    listPage = { data: [meera], totalRecords: 21, moreThanTotal: false };
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 21 to 21 of 21 entries');
    expect(calls.map((call) => call.url)).toContain('/api/leads?page=2');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('says whether an empty list is the search’s finding or simply no leads yet', async () => {
    listPage = { data: [], totalRecords: 0, moreThanTotal: false };
    renderDesk();
    await screen.findByText('No leads here. New ones appear as they arrive.');
    changeValue(screen.getByRole('searchbox', { name: 'Search leads' }), {
      target: { value: 'zzz' },
    });
    await waitFor(
      () =>
        expect(calls.map((call) => call.url)).toContain(
          '/api/leads?status=open&assignee=me&search=zzz&page=1',
        ),
      { timeout: 2_000 },
    );
    await screen.findByText('No leads match this search and these filters.');
  });

  it('opens a lead from the list with its contact links, timeline and same-phone leads', async () => {
    const router = renderDesk();
    fireEvent.click(await screen.findByRole('link', { name: /Meera Deshmukh/ }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Meera Deshmukh' });
    expect(router.state.location.search).toContain('lead=7');
    const article = title.closest('article') as HTMLElement;
    const whatsApp = within(article).getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/919822111001?text=${encodeURIComponent('Hello Meera Deshmukh, thank you for your enquiry about the Shine. How can we help you?')}`,
    );
    expect(within(article).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
      'tel:+919822111001',
    );
    expect(within(article).getByText('Called, no answer')).toBeTruthy();
    // The on-road total the server quoted when the test ride was asked for.
    const quoted = within(article).getByText('On-road price quoted');
    expect(quoted.nextElementSibling?.textContent).toBe('₹1,02,345');
    // The repeat of this lead is folded under it; another kind's lead from the phone is listed.
    expect(within(article).getByText('Sent again once')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Finance #3' })).toBeTruthy();

    whatsApp.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(whatsApp);
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'POST',
        url: '/api/leads/7/contacts',
        body: { channel: 'whatsapp' },
      }),
    );
  });

  it('sets the next follow-up in IST and asks why before marking a lead lost', async () => {
    // The follow-up date may not be before today: the day the lead came in, not the test's day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-24T10:00:00+05:30'));
    renderDesk('/leads?lead=7');
    await screen.findByRole('heading', { level: 2, name: 'Meera Deshmukh' });
    changeValue(screen.getByLabelText('Time'), { target: { value: '11:00' } });
    const setFollowUp = screen.getByRole('button', { name: 'Set follow-up' }) as HTMLButtonElement;
    changeValue(screen.getByLabelText('Date'), { target: { value: '23/11/2026' } });
    expect(screen.getByText('Please enter a date on or after 24/11/2026')).toBeTruthy();
    expect(setFollowUp.disabled).toBe(true);
    changeValue(screen.getByLabelText('Date'), { target: { value: '25/11/2026' } });
    expect(setFollowUp.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Set follow-up' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'PATCH',
        url: '/api/leads/7',
        body: { nextFollowUpAt: '2026-11-25T11:00:00+05:30' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this lead lost' });
    const mark = within(dialog).getByRole('button', { name: 'Mark lost' }) as HTMLButtonElement;
    expect(mark.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Price'));
    fireEvent.click(mark);
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'PATCH',
        url: '/api/leads/7',
        body: { status: 'lost', lostReason: 'price' },
      }),
    );
  });

  it('lets staff take an unassigned lead, and an owner give it to someone', async () => {
    renderDesk('/leads?lead=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Take this lead' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'PATCH',
        url: '/api/leads/7',
        body: { assignee: 'asha' },
      }),
    );
    cleanup();
    calls = [];
    renderDesk('/leads?lead=7', 'owner');
    await screen.findByRole('heading', { level: 2, name: 'Meera Deshmukh' });
    expect(screen.queryByRole('button', { name: 'Take this lead' })).toBeNull();
    // The owner chooses among the staff whose role covers the lead's kind.
    fireEvent.click(screen.getByRole('button', { name: /Assigned to/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Asha Patil' }));
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'PATCH',
        url: '/api/leads/7',
        body: { assignee: 'asha' },
      }),
    );
  });
});
