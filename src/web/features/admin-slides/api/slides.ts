import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminSlide, SlideTexts } from '../../../../shared/slides';
import { api, ApiError } from '../../../lib/api-client';

// SPEC §6: admin calls send the session cookie.
const withCookies = { credentials: 'include' } as const;

type Message = { message: string };
type SlideWrite = { message: string; slide: AdminSlide };

/** Under 'admin', which the panel's shell clears after a 401. */
export const slideKeys = { all: ['admin', 'slides'] as const };

/** GET /api/slides: every slide with every text, in the order Home shows them. */
export const getAdminSlides = async (signal?: AbortSignal) =>
  (await api.get<{ data: AdminSlide[] }>('/api/slides', { ...withCookies, signal })).data;

export const adminSlidesQuery = () =>
  queryOptions({ queryKey: slideKeys.all, queryFn: ({ signal }) => getAdminSlides(signal) });

export const useAdminSlides = () => useQuery(adminSlidesQuery());

/** POST /api/slides as multipart: the picture (`image`) and the texts; answers the new slide. */
export function createSlide({ image, ...texts }: SlideTexts & { image: File }) {
  const form = new FormData();
  for (const [field, value] of Object.entries(texts)) form.append(field, value);
  form.append('image', image);
  return api.post<SlideWrite>('/api/slides', form, withCookies);
}

/** PUT /api/slides/:id: the slide's texts (the picture stays). */
export const updateSlide = (id: number, texts: SlideTexts) =>
  api.put<SlideWrite>(`/api/slides/${id}`, texts, withCookies);

/** PUT /api/slides/order: every slide's id once, first shown first. */
export const reorderSlides = (ids: number[]) =>
  api.put<Message>('/api/slides/order', { ids }, withCookies);

/** DELETE /api/slides/:id. */
export const deleteSlide = (id: number) => api.delete<Message>(`/api/slides/${id}`, withCookies);

/**
 * After a change the public pages of this same tab must not show cached data: mark every
 * non-admin query stale (only those on screen refetch at once), as the other Manage screens do.
 */
export const markPublicDataStale = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });

/** A 401 is the shell's business (it says so and goes to the login page); the screen stays quiet. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
