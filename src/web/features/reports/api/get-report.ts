import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE } from '../../../../shared/constants';
import type { ReportDescription, ReportPage } from '../../../../shared/reports';
import { api } from '../../../lib/api-client';

export interface ReportFilters {
  fromDate: string;
  toDate: string;
  search: string;
}

export function getReportPage(report: ReportDescription, filters: ReportFilters, page: number) {
  return api.post<ReportPage>(
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
}

export const reportPageQuery = (report: ReportDescription, filters: ReportFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'report', report.slug, filters, page],
    queryFn: () => getReportPage(report, filters, page),
    // Issue 7: a failed fetch leaves the table as it was.
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
