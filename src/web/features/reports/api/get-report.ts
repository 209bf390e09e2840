import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE } from '../../../../shared/constants';
import type { ReportDescription, ReportPage, ReportSlug } from '../../../../shared/reports';
import { api, ApiError } from '../../../lib/api-client';

export interface ReportFilters {
  fromDate: string;
  toDate: string;
  search: string;
}

/** The AMC report names itself when it logs a failure; the others log the reason alone. */
const FAILURE_LOG_PREFIX: Partial<Record<ReportSlug, string>> = {
  'amc-report': 'Failed to fetch AMC data',
};

/**
 * SPEC §8: a failed report read is logged, nothing more is said ('HTTP error! Status: {n}' for an
 * answer that is not OK, 'Network response was not ok' when none came), and the table keeps
 * what it showed.
 */
function logFailure(report: ReportDescription, error: unknown): void {
  const reason =
    error instanceof ApiError
      ? `HTTP error! Status: ${error.status}`
      : 'Network response was not ok';
  const prefix = FAILURE_LOG_PREFIX[report.slug as ReportSlug];
  console.error(prefix ? `${prefix}: ${reason}` : reason);
}

/** POST the report's page; logs a failure (SPEC §8) before the caller sees it. */
export async function getReportPage(
  report: ReportDescription,
  filters: ReportFilters,
  page: number,
) {
  try {
    return await api.post<ReportPage>(
      report.path,
      {
        page,
        limit: REPORT_PAGE_SIZE,
        fromDate: filters.fromDate,
        toDate: filters.toDate,
        [report.searchField]: filters.search,
      },
      { credentials: 'include' },
    );
  } catch (error) {
    logFailure(report, error);
    throw error;
  }
}

export const reportPageQuery = (report: ReportDescription, filters: ReportFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'report', report.slug, filters, page],
    queryFn: () => getReportPage(report, filters, page),
    // A failed fetch leaves the table as it was.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export const useReportPage = (report: ReportDescription, filters: ReportFilters, page: number) =>
  useQuery(reportPageQuery(report, filters, page));

/** The export address for the current filters; the browser sends the session cookie itself. */
export function exportHref(
  report: ReportDescription,
  filters: ReportFilters,
  format: 'csv' | 'pdf',
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const query = new URLSearchParams({ format, disposition });
  if (filters.fromDate) query.set('fromDate', filters.fromDate);
  if (filters.toDate) query.set('toDate', filters.toDate);
  if (filters.search) query.set('search', filters.search);
  return `/api/reports/${report.slug}/export?${query.toString()}`;
}
