import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BikeAccessory,
  BikeView,
  Colour,
  Feature,
  ModelSummary,
  Variant,
  VehicleListPath,
} from '../../shared/catalogue';
import { publicReads, TRANSLATED_BIKE_READS, type BikeRead } from '../../shared/public-pages';
import type { LanguageCode } from '../../shared/site-languages';
import { api } from './api-client';
import { usePageLanguageCode } from './page-language';

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

/** GET /api/{resource}/{bikeName}, in the page's language where it holds catalogue texts. */
export function getBikeResource<R extends BikeRead>(
  resource: R,
  bikeName: string,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<BikeResource[R]> {
  return api.get<BikeResource[R]>(publicReads.bike(resource, bikeName, language), { signal });
}

/** A read in Marathi is another entry than in English; a read of names and numbers is one. */
export function bikeResourceQueryOptions<R extends BikeRead>(
  resource: R,
  bikeName: string,
  language: LanguageCode,
) {
  return queryOptions({
    queryKey: TRANSLATED_BIKE_READS.has(resource)
      ? [resource, bikeName, language]
      : [resource, bikeName],
    queryFn: ({ signal }) => getBikeResource(resource, bikeName, language, signal),
  });
}

/**
 * One per-bike read, in the page's language. `enabled` is false until it is needed: SPEC §4
 * loads features, accessories and colours on the first visit to their tab only.
 */
export function useBikeResource<R extends BikeRead>(resource: R, bikeName: string, enabled = true) {
  const language = usePageLanguageCode();
  return useQuery({ ...bikeResourceQueryOptions(resource, bikeName, language), enabled });
}

/** The bike's view once a name is known; `enabled` false holds the read back. */
export function useBikeView(bikeName: string | undefined, enabled = true) {
  return useBikeResource('bikeView', bikeName ?? '', Boolean(bikeName) && enabled);
}

export function useBikeColours(bikeName: string | undefined) {
  return useBikeResource('bikeColours', bikeName ?? '', Boolean(bikeName));
}

/**
 * GET /api/bikes, /api/scooters or /api/ev (SPEC §7): the active models of one vehicle type. Here
 * rather than in the catalogue feature because the compare page and the bike page's Compare link
 * read the same lists, under the same cache keys.
 */
export function getModels(
  kind: VehicleListPath,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<ModelSummary[]> {
  return api.get<ModelSummary[]>(publicReads.models(kind, language), { signal });
}

/** A list in the page's language (its taglines); usePageLanguageCode gives it. */
export function modelsQueryOptions(kind: VehicleListPath, language: LanguageCode) {
  return queryOptions({
    queryKey: ['models', kind, language],
    queryFn: ({ signal }) => getModels(kind, language, signal),
  });
}
