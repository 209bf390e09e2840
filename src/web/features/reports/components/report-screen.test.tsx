// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { REPORTS, type ReportPage } from '../../../../shared/reports';
import { stubResizeObserver } from '../../../test/no-layout';
import { ReportScreen } from './report-screen';
import { changeValue } from '../../../test/change-value';

const report = REPORTS.find((candidate) => candidate.slug === 'booking-report')!;

/** A report read as the API received it. */
interface ReportRead {
  page: number;
  search: string;
}

// The API client reaches the network through globalThis.fetch with a relative path; answering
// there keeps the client's own request and error handling, and the report's failure log, in play.
const LEADS = Array.from({ length: 95 }, (_, index) => `Lead ${index + 1}`);
let reads: ReportRead[];
let failing: boolean;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answerReport(body: { page: number; limit: number; search: string }): Response {
  if (failing) return json(500, { message: 'The database is busy' });
  const matching = LEADS.filter((name) => name.includes(body.search));
  const page: ReportPage = {
    data: matching
      .slice((body.page - 1) * body.limit, body.page * body.limit)
      // A booking for a day, as the API sends days: YYYY-MM-DD.
      .map((name) => ({ name, bookingDate: '2026-11-25' })),
    totalRecords: matching.length,
    totalPages: Math.ceil(matching.length / body.limit),
  };
  return json(200, page);
}

beforeEach(() => {
  reads = [];
  failing = false;
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    expect(path).toBe(report.path);
    const body = JSON.parse(String(init?.body)) as { page: number; limit: number; search: string };
    reads.push({ page: body.page, search: body.search });
    return answerReport(body);
  });
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderReport() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportScreen report={report} />
    </QueryClientProvider>,
  );
}

const pageButtons = () =>
  screen.getByRole('navigation', { name: 'Pages' }).querySelectorAll('button[aria-label^="Page "]');
const pageNumbers = () => [...pageButtons()].map((button) => Number(button.textContent));
const currentPage = () =>
  Number(
    screen.getByRole('navigation', { name: 'Pages' }).querySelector('[aria-current="page"]')
      ?.textContent,
  );
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);

describe('the report screen', () => {
  it('shows at most five page buttons, around the current page', async () => {
    renderReport();
    await screen.findByText('Showing 1 to 10 of 95 entries');
    // Days read dd/mm/yyyy, as everywhere in the panel.
    expect(screen.getAllByText('25/11/2026')).toHaveLength(10);
    expect(screen.queryByText('2026-11-25')).toBeNull();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);

    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Showing 41 to 50 of 95 entries');
    expect(currentPage()).toBe(5);
    expect(pageNumbers()).toEqual([3, 4, 5, 6, 7]);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 51 to 60 of 95 entries');
    expect(pageNumbers()).toEqual([4, 5, 6, 7, 8]);

    fireEvent.click(screen.getByRole('button', { name: 'Page 8' }));
    await screen.findByText('Showing 71 to 80 of 95 entries');
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await screen.findByText('Showing 91 to 95 of 95 entries');
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(reads.map((read) => read.page)).toEqual([1, 5, 6, 8, 10]);
  });

  it(`searches once, ${REPORT_SEARCH_DEBOUNCE_MS} ms after the typing stops, from page 1`, async () => {
    vi.useFakeTimers();
    renderReport();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(reads).toEqual([{ page: 1, search: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Showing 21 to 30 of 95 entries')).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Search' });
    for (const typed of ['L', 'Le', 'Lead', 'Lead 9']) {
      changeValue(box, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(REPORT_SEARCH_DEBOUNCE_MS - 100));
    }
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(reads).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(reads).toEqual([
      { page: 1, search: '' },
      { page: 3, search: '' },
      { page: 1, search: 'Lead 9' },
    ]);
    // Lead 9 and Lead 90 to Lead 95.
    expect(screen.getByText('Showing 1 to 7 of 7 entries')).toBeTruthy();
    expect(names()).toEqual(['Lead 9', ...LEADS.slice(89)]);
  });

  it('keeps the table it showed when a read fails, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderReport();
    await screen.findByText('Showing 1 to 10 of 95 entries');
    expect(names()).toEqual(LEADS.slice(0, 10));

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Could not refresh the report. Showing the last results.');
    expect(names()).toEqual(LEADS.slice(0, 10));
    expect(screen.getByText('Showing 1 to 10 of 95 entries')).toBeTruthy();
    expect(currentPage()).toBe(1);
    expect(logged).toHaveBeenCalledWith('HTTP error! Status: 500');

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(names()).toEqual(LEADS.slice(20, 30)));
    expect(
      screen.queryByText('Could not refresh the report. Showing the last results.'),
    ).toBeNull();
  });
});
