import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/getOffers (SPEC §7): every current offer. */
export function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  return api.get<Offer[]>('/api/getOffers', { signal });
}

export function offersQueryOptions() {
  return queryOptions({ queryKey: ['offers'], queryFn: ({ signal }) => getOffers(signal) });
}

export function useOffers() {
  return useQuery(offersQueryOptions());
}

/** SPEC §2 Offers: the newest offer is the one with the highest id. */
export function newestOffer(offers: readonly Offer[]): Offer | undefined {
  return offers.reduce<Offer | undefined>(
    (newest, offer) => (newest === undefined || offer.id > newest.id ? offer : newest),
    undefined,
  );
}
