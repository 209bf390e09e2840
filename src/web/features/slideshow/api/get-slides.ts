import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slide } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

export function getSlides(signal?: AbortSignal): Promise<Slide[]> {
  return api.get<Slide[]>('/api/images', { signal });
}

export function slidesQueryOptions() {
  return queryOptions({ queryKey: ['slides'], queryFn: ({ signal }) => getSlides(signal) });
}

export function useSlides() {
  return useQuery(slidesQueryOptions());
}
