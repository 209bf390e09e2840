import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

// SPEC §6: admin calls send the session cookie.
export const withCookies = { credentials: 'include' } as const;

/** Every query of this feature sits under 'admin', which the shell clears after a 401. */
export const manageKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  prices: ['admin', 'prices'] as const,
  accessories: ['admin', 'accessories'] as const,
  vehicles: (type: string) => ['admin', 'vehicles', type] as const,
  offers: ['admin', 'offers'] as const,
  gallery: ['admin', 'gallery'] as const,
};

/**
 * After a change the public pages of this same tab must not show cached data: mark every
 * non-admin query stale (only the ones on screen refetch at once).
 */
export function markPublicDataStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });
}

/** A 401 is the shell's business (it toasts and goes to the login page); screens stay quiet. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
