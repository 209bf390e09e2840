import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  StaffCreate,
  StaffMember,
  StaffUpdate,
  staffWriteResponseSchema,
} from '../../../../shared/staff';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

// Admin calls send the session cookie.
const withCookies = { credentials: 'include' } as const;

export type StaffWriteResponse = z.infer<typeof staffWriteResponseSchema>;

/** Under 'admin', so the panel clears it with every other admin read after a 401. */
export const staffKeys = { list: ['admin', 'staff'] as const };

export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  const answer = await api.get<{ data: StaffMember[] }>('/api/staff', { ...withCookies, signal });
  return answer.data;
}

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.list,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 0,
  });

export const useStaffList = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...staffListQuery(), enabled: options.enabled ?? true });

/** POST /api/staff: 201 with the generated temporary password when none was given. */
export const createStaff = (body: StaffCreate) =>
  api.post<StaffWriteResponse>('/api/staff', body, withCookies);

/** PATCH /api/staff/{userId}: a role, enabled or disabled, or a new temporary password. */
export const updateStaff = (userId: string, body: StaffUpdate) =>
  api.patch<StaffWriteResponse>(`/api/staff/${encodeURIComponent(userId)}`, body, withCookies);
