import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUser } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export interface AdminUserPage {
  items: AdminUser[];
  totalCount: number;
}

/** GET /admin/users?q&page&pageSize: users whose name or e-mail contains q, newest first. */
export async function getAdminUsers(
  q: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  const result = await api<AdminUserPage>('GET', `/admin/users?${params.toString()}`, { signal, listCall: true });
  if (!result) throw new Error('Users could not be loaded');
  return result;
}

export const adminUsersQueryOptions = (q: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.userPage(q.trim(), page, pageSize),
    queryFn: ({ signal }) => getAdminUsers(q, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(q: string, page: number, pageSize: number) {
  return useQuery(adminUsersQueryOptions(q, page, pageSize));
}
