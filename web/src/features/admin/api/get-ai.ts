import { queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { type AdminAiSchema } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminAi = z.infer<typeof AdminAiSchema>;
export type AdminAiRun = AdminAi['runs'][number];

/** GET /admin/ai: provider, the latest indexing run of every property, usage counts. */
export async function getAdminAi(signal?: AbortSignal): Promise<AdminAi> {
  const result = await api<AdminAi>('GET', '/admin/ai', { signal });
  if (!result) throw new Error('The AI status could not be loaded');
  return result;
}

export const adminAiQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.ai(), queryFn: ({ signal }) => getAdminAi(signal) });

export function useAdminAi() {
  return useQuery(adminAiQueryOptions());
}
