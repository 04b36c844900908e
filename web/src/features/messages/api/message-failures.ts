import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MessageFailures } from '@common/contracts/message-failures';
import { api } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGES_QUERY_KEY } from '@web/lib/stay-query-keys';

const FAILURES_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'failures'] as const;

/** GET /messages/failures: guest messages that could not be sent, not fixed nor acknowledged. */
async function getMessageFailures(signal?: AbortSignal): Promise<MessageFailures> {
  const result = await api<MessageFailures>('GET', '/messages/failures', { signal, listCall: true });
  if (!result) throw new Error('Failed messages could not be loaded');
  return result;
}

export function useMessageFailures() {
  return useQuery({ queryKey: FAILURES_QUERY_KEY, queryFn: ({ signal }) => getMessageFailures(signal) });
}

/** POST /messages/failures/{messageId}/acknowledge: the host has seen it; the answer is the list without it. */
export function useAcknowledgeMessageFailure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      apiOrThrow<MessageFailures>('POST', `/messages/failures/${messageId}/acknowledge`),
    onSuccess: (failures) => queryClient.setQueryData(FAILURES_QUERY_KEY, failures),
  });
}
