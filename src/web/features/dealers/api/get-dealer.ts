import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dealer } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/dealers/{id} (SPEC §7): a list whose first item is the dealer. */
export function getDealers(id: string, signal?: AbortSignal): Promise<Dealer[]> {
  return api.get<Dealer[]>(`/api/dealers/${encodeURIComponent(id)}`, { signal });
}

export function dealerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['dealers', id],
    queryFn: ({ signal }) => getDealers(id, signal),
  });
}

/** The dealer, or undefined while loading, when the list is empty or when the call failed. */
export function useDealer(id: string) {
  const query = useQuery(dealerQueryOptions(id));
  return { ...query, dealer: query.data?.[0] };
}
