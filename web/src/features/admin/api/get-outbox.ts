import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { type OutboxMailSchema, type OutboxPageSchema } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-keys';

export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

/** GET /admin/outbox?page&pageSize: mail kept in the outbox, newest first, and the mail mode. */
export async function getOutboxPage(page: number, pageSize: number, signal?: AbortSignal): Promise<OutboxPage> {
  const result = await api<OutboxPage>('GET', `/admin/outbox?page=${page}&pageSize=${pageSize}`, {
    signal,
    listCall: true,
  });
  if (!result) throw new Error('The outbox could not be loaded');
  return result;
}

export const outboxPageQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: adminKeys.outboxPage(page, pageSize),
    queryFn: ({ signal }) => getOutboxPage(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useOutboxPage(page: number, pageSize: number) {
  return useQuery(outboxPageQueryOptions(page, pageSize));
}
