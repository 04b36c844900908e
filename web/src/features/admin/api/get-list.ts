import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { type AdminList, type AdminListItemSchema } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminListItem = z.infer<typeof AdminListItemSchema>;

/** GET /admin/lists/{list}: a lookup list with its en/es names. */
export async function getAdminList(list: AdminList, signal?: AbortSignal): Promise<AdminListItem[]> {
  const result = await api<AdminListItem[]>('GET', `/admin/lists/${list}`, { signal, listCall: true });
  if (!result) throw new Error('The list could not be loaded');
  return result;
}

export const adminListQueryOptions = (list: AdminList) =>
  queryOptions({ queryKey: adminKeys.list(list), queryFn: ({ signal }) => getAdminList(list, signal) });

export function useAdminList(list: AdminList) {
  return useQuery(adminListQueryOptions(list));
}
