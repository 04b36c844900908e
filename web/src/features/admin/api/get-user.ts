import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUserDetail } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/users/{userId}: one user's properties, sign-ins, two-factor and open sessions. */
export async function getAdminUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const result = await api<AdminUserDetail>('GET', `/admin/users/${encodeURIComponent(userId)}`, { signal });
  if (!result) throw new Error('The user could not be loaded');
  return result;
}

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: ({ signal }) => getAdminUser(userId, signal) });

export function useAdminUser(userId: string | null) {
  return useQuery({ ...adminUserQueryOptions(userId ?? ''), enabled: !!userId });
}
