import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminOverview } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/overview: counts with their trends, health of the database, jobs and mail, build version. */
export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const result = await api<AdminOverview>('GET', '/admin/overview', { signal });
  if (!result) throw new Error('The admin overview could not be loaded');
  return result;
}

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getAdminOverview(signal) });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
