import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE } from '../../../../shared/constants';
import type { ActivityRow } from '../../../../shared/staff';
import { api } from '../../../lib/api-client';

/** The Activity screen's filters, as GET /api/activity and its export take them. */
export interface ActivityFilters {
  fromDate: string;
  toDate: string;
  search: string;
  userId: string;
  action: string;
}

export interface ActivityPage {
  data: ActivityRow[];
  totalPages: number;
  totalRecords: number;
}

/** Only the filters that are set: an empty one means "any". */
function filterQuery(filters: ActivityFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query;
}

export function getActivityPage(filters: ActivityFilters, page: number, signal?: AbortSignal) {
  const query = filterQuery(filters);
  query.set('page', String(page));
  query.set('limit', String(REPORT_PAGE_SIZE));
  return api.get<ActivityPage>(`/api/activity?${query.toString()}`, {
    credentials: 'include',
    signal,
  });
}

export const activityPageQuery = (filters: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'activity', filters, page],
    queryFn: ({ signal }) => getActivityPage(filters, page, signal),
    // The table keeps the page it shows while the next one loads, as the reports do.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export const useActivityPage = (filters: ActivityFilters, page: number) =>
  useQuery(activityPageQuery(filters, page));

/** The CSV of every row the filters match; the browser sends the session cookie itself. */
export const activityExportHref = (filters: ActivityFilters) => {
  const query = filterQuery(filters).toString();
  return `/api/activity/export${query ? `?${query}` : ''}`;
};
