// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLeadStatsRange,
  LEAD_STATS_MESSAGES,
  type LeadStats,
} from '../../../../shared/lead-stats';
import { stubResizeObserver } from '../../../test/no-layout';
import { formatMinutes } from '../../../lib/format-minutes';
import { LeadStatsSection } from './lead-stats-section';
import { changeValue } from '../../../test/change-value';

const busy: LeadStats = {
  newToday: 4,
  unassigned: 6,
  overdue: 1,
  medianFirstResponse: { today: 6.5, last7Days: 65 },
  range: { from: '2026-11-23', to: '2026-11-25' },
  byStatus: [
    { status: 'new', count: 3 },
    { status: 'contacted', count: 2 },
    { status: 'won', count: 0 },
    { status: 'lost', count: 1 },
  ],
  byKind: [
    { kind: 'finance', count: 4 },
    { kind: 'service', count: 2 },
  ],
  perDay: [
    { date: '2026-11-23', count: 1 },
    { date: '2026-11-24', count: 0 },
    { date: '2026-11-25', count: 5 },
  ],
  perModel: [
    { model: 'Shine', count: 4 },
    { model: 'Other', count: 1 },
  ],
};

const quiet: LeadStats = {
  ...busy,
  newToday: 0,
  unassigned: 0,
  overdue: 0,
  medianFirstResponse: { today: null, last7Days: null },
  byStatus: busy.byStatus.map((row) => ({ ...row, count: 0 })),
  byKind: busy.byKind.map((row) => ({ ...row, count: 0 })),
  perDay: busy.perDay.map((row) => ({ ...row, count: 0 })),
  perModel: [],
};

let asked: string[];

/** Answers every figures call with `stats`, noting the address asked for. */
function serve(stats: LeadStats) {
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://panel.test');
    asked.push(url.pathname + url.search);
    return Promise.resolve(new Response(JSON.stringify(stats), { status: 200 }));
  });
}

function renderSection() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <LeadStatsSection />
    </QueryClientProvider>,
  );
}

/** The figure shown under a card's label. */
async function figure(label: string) {
  const card = (await screen.findByText(label)).closest('li') as HTMLElement;
  return card.textContent?.replace(label, '');
}

// The charts are a lazy chunk: the first test to draw them would otherwise wait for recharts to
// load inside a query's one-second wait, which a busy machine can exceed.
beforeAll(async () => {
  await import('./lead-charts');
}, 30_000);

beforeEach(() => {
  asked = [];
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the lead desk on the dashboard', () => {
  it("shows today's figures and asks for the last 30 days to begin with", async () => {
    serve(busy);
    renderSection();
    await screen.findByRole('table', { name: 'Leads by kind' });
    expect(await figure('New today')).toBe('4');
    expect(await figure('Unassigned')).toBe('6');
    expect(await figure('Overdue follow-ups')).toBe('1');
    expect(await figure('Median first response')).toBe('7 mintoday1 h 5 min7 days');
    const { from, to } = defaultLeadStatsRange(Date.now());
    expect(asked).toEqual([`/api/dashboard/leads?from=${from}&to=${to}`]);
  });

  it('draws each chart with a caption and a table of its figures for screen readers', async () => {
    serve(busy);
    renderSection();
    const funnel = await screen.findByRole('table', { name: 'Funnel by status' });
    const rows = within(funnel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    // In flow order, as the server sends it, zero steps included.
    expect(rows).toEqual(['New3', 'Contacted2', 'Won0', 'Lost1']);
    expect(screen.getByText('6 leads; most: New (3).')).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Leads per day' });
    expect(within(days).getByRole('rowheader', { name: '24/11/2026' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Leads per model' }).textContent).toContain('Other1');
    expect(screen.getByRole('table', { name: 'Leads by kind' }).textContent).toContain(
      'Service booking2',
    );
  });

  it('says so when no lead arrived in the dates, and shows a dash for a median of none', async () => {
    serve(quiet);
    renderSection();
    expect(await screen.findByText(LEAD_STATS_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await figure('New today')).toBe('0');
    expect(await figure('Median first response')).toBe('—today—7 days');
  });

  it('refuses a range of more than a year without asking the server', async () => {
    serve(busy);
    renderSection();
    await screen.findByRole('table', { name: 'Leads by kind' });
    // A range that runs backwards the date fields refuse themselves (each bounds the other).
    changeValue(screen.getByLabelText('From Date'), { target: { value: '2024-01-01' } });
    changeValue(screen.getByLabelText('To Date'), { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LEAD_STATS_MESSAGES.tooLong);
    expect(asked).toHaveLength(1);
  });

  it('asks for the chosen range on SEARCH', async () => {
    serve(busy);
    renderSection();
    await screen.findByRole('table', { name: 'Leads by kind' });
    changeValue(screen.getByLabelText('From Date'), { target: { value: '2026-11-01' } });
    changeValue(screen.getByLabelText('To Date'), { target: { value: '2026-11-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await vi.waitFor(() =>
      expect(asked.at(-1)).toBe('/api/dashboard/leads?from=2026-11-01&to=2026-11-07'),
    );
  });
});

describe('a first-response time', () => {
  it.each([
    [null, '—'],
    [0, '0 min'],
    [12, '12 min'],
    [6.5, '7 min'],
    [60, '1 h'],
    [65, '1 h 5 min'],
    [1505, '25 h 5 min'],
  ])('%s minutes reads "%s"', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
