import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BikeAccessory,
  BikeView,
  Colour,
  Feature,
  Variant,
} from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

/** The per-bike reads of SPEC §7, by the path prefix the API uses. */
type BikeResource = {
  bikeView: BikeView;
  variants: Variant[];
  bikeFeatures: Feature[];
  bikeAccessories: BikeAccessory[];
  bikeColours: Colour[];
};

/** GET /api/{resource}/{bikeName}; the name is encoded because models like "Activa e:" exist. */
export function getBikeResource<R extends keyof BikeResource>(
  resource: R,
  bikeName: string,
  signal?: AbortSignal,
): Promise<BikeResource[R]> {
  return api.get<BikeResource[R]>(`/api/${resource}/${encodeURIComponent(bikeName)}`, { signal });
}

// The keys match the enquiry pages' (['bikeView', name]), so a bike opened here is already cached there.
export function bikeResourceQueryOptions<R extends keyof BikeResource>(
  resource: R,
  bikeName: string,
) {
  return queryOptions({
    queryKey: [resource, bikeName],
    queryFn: ({ signal }) => getBikeResource(resource, bikeName, signal),
  });
}

/**
 * One per-bike read. `enabled` is false until it is needed: SPEC §4 loads features, accessories
 * and colours on the first visit to their tab only.
 */
export function useBikeResource<R extends keyof BikeResource>(
  resource: R,
  bikeName: string,
  enabled = true,
) {
  return useQuery({ ...bikeResourceQueryOptions(resource, bikeName), enabled });
}
