import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BikeAccessory, BikeView, Colour, Feature, Variant } from '../../shared/catalogue';
import { publicReads, type BikeRead } from '../../shared/public-pages';
import { api } from './api-client';

/**
 * The per-bike reads of SPEC §7, one query each, shared by the bike page and the enquiry pages:
 * one set of cache keys, so a bike opened on one page is already cached on the other, and the
 * server-drawn page hands the browser the very entries its queries look up.
 */
interface BikeResource {
  bikeView: BikeView;
  variants: Variant[];
  bikeFeatures: Feature[];
  bikeAccessories: BikeAccessory[];
  bikeColours: Colour[];
}

/** GET /api/{resource}/{bikeName}. */
export function getBikeResource<R extends BikeRead>(
  resource: R,
  bikeName: string,
  signal?: AbortSignal,
): Promise<BikeResource[R]> {
  return api.get<BikeResource[R]>(publicReads.bike(resource, bikeName), { signal });
}

export function bikeResourceQueryOptions<R extends BikeRead>(resource: R, bikeName: string) {
  return queryOptions({
    queryKey: [resource, bikeName],
    queryFn: ({ signal }) => getBikeResource(resource, bikeName, signal),
  });
}

/**
 * One per-bike read. `enabled` is false until it is needed: SPEC §4 loads features, accessories
 * and colours on the first visit to their tab only.
 */
export function useBikeResource<R extends BikeRead>(resource: R, bikeName: string, enabled = true) {
  return useQuery({ ...bikeResourceQueryOptions(resource, bikeName), enabled });
}

/** GET /api/bikeView/{bikeName}: price and picture when only ?bike= is known. */
export const bikeViewQueryOptions = (bikeName: string) =>
  bikeResourceQueryOptions('bikeView', bikeName);

/** GET /api/bikeColours/{bikeName}: the colours a product enquiry offers. */
export const bikeColoursQueryOptions = (bikeName: string) =>
  bikeResourceQueryOptions('bikeColours', bikeName);

/** The bike's view once a name is known; `enabled` false holds the read back. */
export function useBikeView(bikeName: string | undefined, enabled = true) {
  return useBikeResource('bikeView', bikeName ?? '', Boolean(bikeName) && enabled);
}

export function useBikeColours(bikeName: string | undefined) {
  return useBikeResource('bikeColours', bikeName ?? '', Boolean(bikeName));
}
