import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OnRoadRulesInput, OnRoadSettings } from '../../../../shared/pricing';
import { api } from '../../../lib/api-client';

// Admin calls send the session cookie.
const withCookies = { credentials: 'include' } as const;

type Message = { message: string };

/** Under 'admin', so the panel clears it with every other admin read after a 401. */
export const onRoadSettingsKey = ['admin', 'on-road-rules'] as const;

/** GET /api/on-road-rules: the version in force, every version, and each variant's insurance. */
export const onRoadSettingsQuery = () =>
  queryOptions({
    queryKey: onRoadSettingsKey,
    queryFn: ({ signal }) =>
      api.get<OnRoadSettings>('/api/on-road-rules', { ...withCookies, signal }),
    staleTime: 0,
  });

export const useOnRoadSettings = () => useQuery(onRoadSettingsQuery());

/** POST /api/on-road-rules: a new version of the rules, in force from its date. */
export const saveOnRoadRules = (rules: OnRoadRulesInput) =>
  api.post<Message>('/api/on-road-rules', rules, withCookies);

/** PUT /api/on-road-rules/insurance/:variantId: one variant's insurance figure. */
export const saveVariantInsurance = (variantId: number, insurance: number) =>
  api.put<Message>(`/api/on-road-rules/insurance/${variantId}`, { insurance }, withCookies);

/**
 * After a change this screen refetches, and every public read of the tab (the bike page's on-road
 * price among them) is marked stale so it shows the new figure when next on screen.
 */
export function refreshAfterSave(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: onRoadSettingsKey }),
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' }),
  ]);
}
