import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Frame360 } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/360Images/{bikeName} (SPEC §7): the frames of the 360° view, in turning order. */
export function getFrames360(bikeName: string, signal?: AbortSignal): Promise<Frame360[]> {
  return api.get<Frame360[]>(`/api/360Images/${encodeURIComponent(bikeName)}`, { signal });
}

export function frames360QueryOptions(bikeName: string) {
  return queryOptions({
    queryKey: ['360Images', bikeName],
    queryFn: ({ signal }) => getFrames360(bikeName, signal),
  });
}

export function useFrames360(bikeName: string) {
  return useQuery(frames360QueryOptions(bikeName));
}
