import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminRoleHolder } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/roles: every user holding Internal or Admin. */
export async function getRoleHolders(signal?: AbortSignal): Promise<AdminRoleHolder[]> {
  const result = await api<AdminRoleHolder[]>('GET', '/admin/roles', { signal, listCall: true });
  if (!result) throw new Error('Role holders could not be loaded');
  return result;
}

export const roleHoldersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.roles(), queryFn: ({ signal }) => getRoleHolders(signal) });

export function useRoleHolders() {
  return useQuery(roleHoldersQueryOptions());
}
