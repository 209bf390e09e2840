import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnRoadQuote } from '../../../../shared/pricing';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/onRoadPrice?bike=&variant= (no variant: the model's first). Public, no credentials. */
export function getOnRoadPrice(
  bikeName: string,
  variant: string | undefined,
  signal?: AbortSignal,
): Promise<OnRoadQuote> {
  const query = new URLSearchParams({ bike: bikeName });
  if (variant) query.set('variant', variant);
  return api.get<OnRoadQuote>(`/api/onRoadPrice?${query.toString()}`, { signal });
}

/**
 * Not under 'admin': when the owner saves new rates or an insurance figure, the panel marks every
 * public read stale and the bike page shows the new total.
 */
export const onRoadPriceQueryOptions = (bikeName: string, variant: string | undefined) =>
  queryOptions({
    queryKey: ['onRoadPrice', bikeName, variant ?? ''],
    queryFn: ({ signal }) => getOnRoadPrice(bikeName, variant, signal),
  });

/** `enabled` false holds the read back (the variant is not known yet). */
export function useOnRoadPrice(
  bikeName: string | undefined,
  variant: string | undefined,
  enabled = true,
) {
  return useQuery({
    ...onRoadPriceQueryOptions(bikeName ?? '', variant),
    enabled: Boolean(bikeName) && enabled,
  });
}

/** A 404 means "no on-road price for this model yet" (its insurance is not entered): say nothing. */
export function isNotAvailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
