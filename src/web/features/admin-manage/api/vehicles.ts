import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleAdminPath, VehicleAdminRow } from '../../../../shared/manage';
import { api } from '../../../lib/api-client';
import { manageKeys, withCookies } from './admin-request';

/** GET /api/bikes_admin, /api/scooters_admin or /api/ev_admin: active and inactive models. */
export const getAdminVehicles = (type: VehicleAdminPath, signal?: AbortSignal) =>
  api.get<VehicleAdminRow[]>(`/api/${type}_admin`, { ...withCookies, signal });

export const adminVehiclesQuery = (type: VehicleAdminPath) =>
  queryOptions({
    queryKey: manageKeys.vehicles(type),
    queryFn: ({ signal }) => getAdminVehicles(type, signal),
  });

export const useAdminVehicles = (type: VehicleAdminPath) => useQuery(adminVehiclesQuery(type));

/** PATCH /api/{type}/:id/status. Answers the toast text ('Vehicle activated successfully', …). */
export const setVehicleStatus = (type: VehicleAdminPath, id: number, status: 0 | 1) =>
  api.patch<{ message: string }>(`/api/${type}/${id}/status`, { status }, withCookies);

/** The row's model name: bikes and EVs call it bikeName, scooters scooterName (SPEC §3). */
export const vehicleName = (row: VehicleAdminRow) => row.bikeName ?? row.scooterName ?? '';
