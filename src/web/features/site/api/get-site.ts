import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Site } from '../../../../shared/catalogue';
import { publicReads } from '../../../../shared/public-pages';
import { api } from '../../../lib/api-client';

export function getSite(signal?: AbortSignal): Promise<Site> {
  return api.get<Site>(publicReads.site, { signal });
}

export function siteQueryOptions() {
  return queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    // Dealer details, social links and credits change rarely; the layout reads them on every page.
    staleTime: 30 * 60_000,
  });
}

/** Site-wide data (dealer, social links, developer credit, videos) for the layout and pages. */
export function useSite() {
  return useQuery(siteQueryOptions());
}
