import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CurrentUser,
  LoginRequest,
  LoginResponse,
  PasswordChange,
  ProfileUpdate,
} from '../../../../shared/admin';
import { api } from '../../../lib/api-client';

// SPEC §6: admin calls send cookies.
const withCookies = { credentials: 'include' } as const;

export const login = (body: LoginRequest) =>
  api.post<LoginResponse>('/api/login', body, withCookies);

export const logout = () => api.post<{ message: string }>('/api/logout', undefined, withCookies);

export const getCurrentUser = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<CurrentUser>('/api/me', { ...withCookies, ...(signal ? { signal } : {}) });

export const currentUserQuery = () =>
  queryOptions({ queryKey: ['admin', 'me'], queryFn: getCurrentUser, staleTime: 30_000 });

export const useCurrentUser = () => useQuery(currentUserQuery());

/**
 * SPEC §4: the screen checks the session as it opens, asking the server again whatever is
 * cached; a 401 sends the panel to the login page.
 */
export const useSessionCheck = () => useQuery({ ...currentUserQuery(), refetchOnMount: 'always' });

export const updateProfile = (userId: string, body: ProfileUpdate) =>
  api.patch<{ message: string }>(`/api/profile/${encodeURIComponent(userId)}`, body, withCookies);

export const changePassword = (userId: string, body: PasswordChange) =>
  api.patch<{ message: string }>(
    `/api/profile/password/${encodeURIComponent(userId)}`,
    body,
    withCookies,
  );
