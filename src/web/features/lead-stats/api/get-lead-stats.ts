import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadStats } from '../../../../shared/lead-stats';
import { api } from '../../../lib/api-client';

/** A range of Asia/Kolkata days, YYYY-MM-DD, both ends included. */
export interface LeadStatsRange {
  from: string;
  to: string;
}

/** GET /api/dashboard/leads: the lead-desk figures of the signed-in account's role. */
export function getLeadStats(range: LeadStatsRange, signal?: AbortSignal): Promise<LeadStats> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return api.get<LeadStats>(`/api/dashboard/leads?${query.toString()}`, {
    credentials: 'include',
    signal,
  });
}

export const leadStatsQuery = (range: LeadStatsRange) =>
  // Under 'admin', which the panel clears after a 401. Fetched afresh whenever the dashboard
  // opens, never polled: polling would keep an idle session alive past its timeout.
  queryOptions({
    queryKey: ['admin', 'dashboard', 'leads', range],
    queryFn: ({ signal }) => getLeadStats(range, signal),
    // Another range keeps today's figures and the last charts on screen while it loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export const useLeadStats = (range: LeadStatsRange) => useQuery(leadStatsQuery(range));
