import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../../shared/catalogue';
import { api } from '../../../lib/api-client';
import { manageKeys, withCookies } from './admin-request';

/** GET /api/getOffers (public): newest first; the website shows the first one. */
export const getOffers = (signal?: AbortSignal) =>
  api.get<Offer[]>('/api/getOffers', { ...withCookies, signal });

export const offersQuery = () =>
  queryOptions({ queryKey: manageKeys.offers, queryFn: ({ signal }) => getOffers(signal) });

export const useOffers = () => useQuery(offersQuery());

export interface NewOffer {
  title: string;
  description: string;
  image: File;
}

/** POST /api/createOffers as multipart (title, description, image); answers the stored offer. */
export function createOffer({ title, description, image }: NewOffer) {
  const form = new FormData();
  form.append('title', title);
  form.append('description', description);
  form.append('image', image);
  return api.post<Offer>('/api/createOffers', form, withCookies);
}

/** DELETE /api/deleteOffers/:id. */
export const deleteOffer = (id: number) =>
  api.delete<{ message: string }>(`/api/deleteOffers/${id}`, withCookies);
