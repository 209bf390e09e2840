import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessoryRow, PriceRow } from '../../../../shared/manage';
import { api } from '../../../lib/api-client';
import { manageKeys, withCookies } from './admin-request';

type Message = { message: string };

/** GET /api/managePrice: every model's ex-showroom price, each followed by its variants'. */
export const getPrices = (signal?: AbortSignal) =>
  api.get<PriceRow[]>('/api/managePrice', { ...withCookies, signal });

export const pricesQuery = () =>
  queryOptions({ queryKey: manageKeys.prices, queryFn: ({ signal }) => getPrices(signal) });

export const usePrices = () => useQuery(pricesQuery());

/**
 * PATCH /api/managePrice/:bike_name: the price of a model without variants (for one with variants
 * the server sets its base variant's). The public model pages show the new price at once.
 */
export const updatePrice = (bikeName: string, price: number) =>
  api.patch<Message>(`/api/managePrice/${encodeURIComponent(bikeName)}`, { price }, withCookies);

/** PATCH /api/managePrice/:bike_name/variants/:variantId: one variant's price. */
export const updateVariantPrice = (bikeName: string, variantId: number, price: number) =>
  api.patch<Message>(
    `/api/managePrice/${encodeURIComponent(bikeName)}/variants/${variantId}`,
    { price },
    withCookies,
  );

/** GET /api/manageAccessories: every accessory of every model. */
export const getAccessories = (signal?: AbortSignal) =>
  api.get<AccessoryRow[]>('/api/manageAccessories', { ...withCookies, signal });

export const accessoriesQuery = () =>
  queryOptions({
    queryKey: manageKeys.accessories,
    queryFn: ({ signal }) => getAccessories(signal),
  });

export const useAccessories = () => useQuery(accessoriesQuery());

/** PATCH /api/manageAccessories/:id. */
export const updateAccessoryPrice = (id: number, price: number) =>
  api.patch<Message>(`/api/manageAccessories/${id}`, { price }, withCookies);
