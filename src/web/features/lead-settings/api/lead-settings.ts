import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertList, AlertStatus } from '../../../../shared/alerts';
import type { LeadSettings, LeadSettingsUpdate } from '../../../../shared/lead-settings';
import { api } from '../../../lib/api-client';

// Admin calls send the session cookie.
const withCookies = { credentials: 'include' } as const;

/** Under 'admin', so the panel clears them with every other admin read after a 401. */
export const leadSettingsKeys = {
  settings: ['admin', 'lead-settings'] as const,
  alerts: ['admin', 'alerts'] as const,
};

export const leadSettingsQuery = () =>
  queryOptions({
    queryKey: leadSettingsKeys.settings,
    queryFn: ({ signal }) =>
      api.get<LeadSettings>('/api/lead-settings', { ...withCookies, signal }),
    staleTime: 0,
  });

export const useLeadSettings = () => useQuery(leadSettingsQuery());

/** PUT /api/lead-settings: the round-robin switch; answers the message to show. */
export const saveLeadSettings = (body: LeadSettingsUpdate) =>
  api.put<{ message: string }>('/api/lead-settings', body, withCookies);

/** The alert list's filter: '' is every status. */
export type AlertStatusFilter = AlertStatus | '';

export const alertPageQuery = (status: AlertStatusFilter, page: number) =>
  queryOptions({
    queryKey: [...leadSettingsKeys.alerts, status, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page) });
      if (status) query.set('status', status);
      return api.get<AlertList>(`/api/alerts?${query.toString()}`, { ...withCookies, signal });
    },
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export const useAlertPage = (status: AlertStatusFilter, page: number) =>
  useQuery(alertPageQuery(status, page));

/** POST /api/alerts/{id}/resend: a pending or failed alert is tried again at once. */
export const resendAlert = (id: number) =>
  api.post<{ message: string }>(`/api/alerts/${id}/resend`, undefined, withCookies);
