import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';

/** GET /api/gallery (SPEC §7): the gallery pictures, newest first. */
export function getGallery(signal?: AbortSignal): Promise<GalleryImage[]> {
  return api.get<GalleryImage[]>('/api/gallery', { signal });
}

export function galleryQueryOptions() {
  return queryOptions({ queryKey: ['gallery'], queryFn: ({ signal }) => getGallery(signal) });
}

export function useGallery() {
  return useQuery(galleryQueryOptions());
}
