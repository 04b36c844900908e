import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { type MessagePageSchema } from '@common/contracts/messages';
import { api } from '@web/lib/api-client';
import { type MessageLogParams, messageLogQueryKey } from './message-keys';

export type MessagePage = z.infer<typeof MessagePageSchema>;

/** GET /messages/log?status&propertyId&stayId&page&pageSize. */
export async function getMessageLog(params: MessageLogParams, signal?: AbortSignal): Promise<MessagePage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const result = await api<MessagePage>('GET', `/messages/log?${search.toString()}`, { signal, listCall: true });
  if (!result) throw new Error('Message log could not be loaded');
  return result;
}

export const messageLogQueryOptions = (params: MessageLogParams) =>
  queryOptions({
    queryKey: messageLogQueryKey(params),
    queryFn: ({ signal }) => getMessageLog(params, signal),
    placeholderData: keepPreviousData,
    // Messages due now go out within seconds; the log follows them while it is open.
    refetchInterval: 15_000,
  });

export function useMessageLog(params: MessageLogParams) {
  return useQuery(messageLogQueryOptions(params));
}
