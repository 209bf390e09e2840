import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { VehicleListPath } from '../../../../shared/catalogue';
import { usePageLanguageCode } from '../../../lib/page-language';
import { modelsQueryOptions } from '../../../lib/vehicle-queries';

// The lists' fetcher and query options live in lib: the compare page and the bike page read them too.
export { getModels, modelsQueryOptions } from '../../../lib/vehicle-queries';

/** How the `catalogue` texts of a list begin: motorcyclesTitle, scootersEmpty, evLoadFailed, … */
export const LIST_TEXT_PREFIX = {
  bikes: 'motorcycles',
  scooters: 'scooters',
  ev: 'ev',
} as const satisfies Record<VehicleListPath, string>;

/**
 * What a model list says when its read fails (SPEC §8 names 'Failed to load scooters.'; the other
 * lists say the same of their own type) and when a vehicle type has no active models. `t` reads
 * the `catalogue` namespace.
 */
export function listMessages(t: TFunction<'catalogue'>, kind: VehicleListPath) {
  const prefix = LIST_TEXT_PREFIX[kind];
  return { errorText: t(`${prefix}LoadFailed`), empty: t(`${prefix}Empty`) };
}

export function useModels(kind: VehicleListPath) {
  return useQuery(modelsQueryOptions(kind, usePageLanguageCode()));
}
