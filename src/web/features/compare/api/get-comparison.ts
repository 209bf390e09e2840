import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { VEHICLE_LIST_PATHS, type VehicleListPath } from '../../../../shared/models';
// Types only: pricing.ts holds zod schemas, which must stay out of this page's chunk.
import type { CompareAnswer } from '../../../../shared/pricing';
import { publicReads } from '../../../../shared/public-pages';
import { api } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageLanguageCode } from '../../../lib/page-language';
import { modelsQueryOptions } from '../../../lib/vehicle-queries';

/** GET /api/compare?bikes=A,B[,C]: the models side by side, with their prices and specs. */
export function getComparison(
  bikeNames: readonly string[],
  signal?: AbortSignal,
): Promise<CompareAnswer> {
  return api.get<CompareAnswer>(publicReads.compare(bikeNames), { signal });
}

export function comparisonQueryOptions(bikeNames: readonly string[]) {
  return queryOptions({
    queryKey: ['compare', ...bikeNames],
    queryFn: ({ signal }) => getComparison(bikeNames, signal),
  });
}

/** The comparison of a list the page has already checked; `enabled` false for one it cannot ask. */
export function useComparison(bikeNames: readonly string[], enabled: boolean) {
  return useQuery({ ...comparisonQueryOptions(bikeNames), enabled });
}

const KINDS = Object.keys(VEHICLE_LIST_PATHS) as VehicleListPath[];

/**
 * Every active model by type, for the pickers and the Compare link. Read once the page runs in
 * the browser: the server's markup would otherwise carry all three lists for a few <option>s.
 */
export function useModelChoices() {
  const hydrated = useHydrated();
  const language = usePageLanguageCode();
  return useQueries({
    queries: KINDS.map((kind) => ({ ...modelsQueryOptions(kind, language), enabled: hydrated })),
    combine: (results) => ({
      lists: KINDS.map((kind, i) => ({ kind, models: results[i]?.data })),
      ready: results.every((result) => result.data !== undefined),
    }),
  });
}
