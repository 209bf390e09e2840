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
  /** Its Marathi and Hindi ('' : the English is shown in those languages). */
  titleMr: string;
  titleHi: string;
  descriptionMr: string;
  descriptionHi: string;
  image: File;
}

/**
 * POST /api/createOffers as multipart (title, description, image, and the Marathi and Hindi of the
 * texts); answers the stored offer.
 */
export function createOffer({ image, ...texts }: NewOffer) {
  const form = new FormData();
  for (const [field, value] of Object.entries(texts)) form.append(field, value);
  form.append('image', image);
  return api.post<Offer>('/api/createOffers', form, withCookies);
}

/** DELETE /api/deleteOffers/:id. */
export const deleteOffer = (id: number) =>
  api.delete<{ message: string }>(`/api/deleteOffers/${id}`, withCookies);
