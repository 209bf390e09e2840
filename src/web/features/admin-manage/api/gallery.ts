import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';
import { manageKeys, withCookies } from './admin-request';

/** GET /api/gallery (public). */
export const getGallery = (signal?: AbortSignal) =>
  api.get<GalleryImage[]>('/api/gallery', { ...withCookies, signal });

export const galleryQuery = () =>
  queryOptions({ queryKey: manageKeys.gallery, queryFn: ({ signal }) => getGallery(signal) });

export const useGallery = () => useQuery(galleryQuery());

/** POST /api/galleryupload: 1–10 pictures in the multipart field `images`. */
export function uploadGalleryImages(files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return api.post<{ message: string; images: GalleryImage[] }>(
    '/api/galleryupload',
    form,
    withCookies,
  );
}

/** DELETE /api/deleteGalleryImg/:id. */
export const deleteGalleryImage = (id: number) =>
  api.delete<{ message: string }>(`/api/deleteGalleryImg/${id}`, withCookies);
