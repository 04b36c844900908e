import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditEntry } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export interface AuditPage {
  items: AuditEntry[];
  totalCount: number;
}

/** GET /admin/audit?page&pageSize: the audit log, newest first. */
export async function getAuditPage(page: number, pageSize: number, signal?: AbortSignal): Promise<AuditPage> {
  const result = await api<AuditPage>('GET', `/admin/audit?page=${page}&pageSize=${pageSize}`, {
    signal,
    listCall: true,
  });
  if (!result) throw new Error('The audit log could not be loaded');
  return result;
}

export const auditPageQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(page, pageSize),
    queryFn: ({ signal }) => getAuditPage(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditPage(page: number, pageSize: number) {
  return useQuery(auditPageQueryOptions(page, pageSize));
}
