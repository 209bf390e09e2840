import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardCounts } from '../../../../shared/manage';
import { api } from '../../../lib/api-client';
import { manageKeys, withCookies } from './admin-request';

/** GET /api/dashboard (SPEC §7): an array whose first item holds today's counts. */
export async function getDashboardCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  const rows = await api.get<DashboardCounts[]>('/api/dashboard', { ...withCookies, signal });
  return rows[0] ?? { bookings: 0, amc: 0, warranty: 0, enquiry_report: 0 };
}

export const dashboardCountsQuery = () =>
  // Today's figures: fetched afresh whenever the dashboard opens. No polling, which would keep an
  // idle session alive past its 30-minute timeout (DESIGN §5).
  queryOptions({
    queryKey: manageKeys.dashboard,
    queryFn: ({ signal }) => getDashboardCounts(signal),
    staleTime: 0,
  });

export const useDashboardCounts = () => useQuery(dashboardCountsQuery());
