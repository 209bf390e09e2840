import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelSummary, VehicleListPath } from '../../../../shared/catalogue';
import { publicReads } from '../../../../shared/public-pages';
import { api } from '../../../lib/api-client';

/** GET /api/bikes, /api/scooters or /api/ev (SPEC §7): the active models of one vehicle type. */
export function getModels(kind: VehicleListPath, signal?: AbortSignal): Promise<ModelSummary[]> {
  return api.get<ModelSummary[]>(publicReads.models(kind), { signal });
}

/** What a model list says when a vehicle type has no active models. */
export const noModelsText = (noun: string) =>
  `No ${noun} are listed right now. Please call us for the latest models.`;

export function modelsQueryOptions(kind: VehicleListPath) {
  return queryOptions({
    queryKey: ['models', kind],
    queryFn: ({ signal }) => getModels(kind, signal),
  });
}

export function useModels(kind: VehicleListPath) {
  return useQuery(modelsQueryOptions(kind));
}
