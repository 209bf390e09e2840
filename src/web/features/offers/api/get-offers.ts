import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../../shared/catalogue';
import { publicReads } from '../../../../shared/public-pages';
import type { LanguageCode } from '../../../../shared/site-languages';
import { api } from '../../../lib/api-client';
import { usePageLanguageCode } from '../../../lib/page-language';

/** GET /api/getOffers (SPEC §7): every current offer, its texts in the page's language. */
export function getOffers(language: LanguageCode, signal?: AbortSignal): Promise<Offer[]> {
  return api.get<Offer[]>(publicReads.offers(language), { signal });
}

export function offersQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['offers', language],
    queryFn: ({ signal }) => getOffers(language, signal),
  });
}

export function useOffers() {
  return useQuery(offersQueryOptions(usePageLanguageCode()));
}

/** SPEC §2 Offers: the newest offer is the one with the highest id. */
export function newestOffer(offers: readonly Offer[]): Offer | undefined {
  return offers.reduce<Offer | undefined>(
    (newest, offer) => (newest === undefined || offer.id > newest.id ? offer : newest),
    undefined,
  );
}
