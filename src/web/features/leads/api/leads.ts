import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BACKGROUND_REFRESH_HEADER } from '../../../../shared/admin';
import type {
  ContactChannel,
  LeadCounts,
  LeadDetail,
  LeadList,
  LeadUpdate,
} from '../../../../shared/leads';
import { api } from '../../../lib/api-client';

// Admin calls send the session cookie.
const withCookies = { credentials: 'include' } as const;
/** A read the panel makes by itself: it does not keep an idle session alive. */
const background = { ...withCookies, headers: { [BACKGROUND_REFRESH_HEADER]: '1' } } as const;

/** The desk's filters as GET /api/leads takes them; '' means "any". */
export interface LeadFilters {
  status: string;
  kind: string;
  assignee: string;
  due: string;
  search: string;
  from: string;
  to: string;
}

/** A page of the desk's list as GET /api/leads answers it (the shared schema's type). */
export type LeadPage = LeadList;

/** Under 'admin', so the panel clears them with every other admin read after a 401. */
export const leadKeys = {
  all: ['admin', 'leads'] as const,
  lists: ['admin', 'leads', 'list'] as const,
  list: (filters: LeadFilters, page: number) => ['admin', 'leads', 'list', filters, page] as const,
  counts: ['admin', 'leads', 'counts'] as const,
  detail: (id: number) => ['admin', 'leads', 'detail', id] as const,
};

export function getLeadPage(
  filters: LeadFilters,
  page: number,
  options: { signal?: AbortSignal; background?: boolean } = {},
): Promise<LeadPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('page', String(page));
  return api.get<LeadPage>(`/api/leads?${query.toString()}`, {
    ...(options.background ? background : withCookies),
    signal: options.signal,
  });
}

export const leadPageQuery = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: leadKeys.list(filters, page),
    queryFn: ({ signal }) => getLeadPage(filters, page, { signal }),
    // The list keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export const useLeadPage = (filters: LeadFilters, page: number) =>
  useQuery(leadPageQuery(filters, page));

export const getLeadCounts = (options: { background?: boolean } = {}) =>
  api.get<LeadCounts>('/api/leads/counts', options.background ? background : withCookies);

export const useLeadCounts = () =>
  useQuery({ queryKey: leadKeys.counts, queryFn: () => getLeadCounts(), staleTime: 0 });

export const useLeadDetail = (id: number | undefined) =>
  useQuery({
    queryKey: leadKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<LeadDetail>(`/api/leads/${id}`, { ...withCookies, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });

type WriteAnswer = { message: string };

export const updateLead = (id: number, body: LeadUpdate) =>
  api.patch<WriteAnswer>(`/api/leads/${id}`, body, withCookies);

export const addLeadNote = (id: number, text: string) =>
  api.post<WriteAnswer>(`/api/leads/${id}/notes`, { text }, withCookies);

export const logLeadContact = (id: number, channel: ContactChannel) =>
  api.post<WriteAnswer>(`/api/leads/${id}/contacts`, { channel }, withCookies);
