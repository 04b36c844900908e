import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Stay, type StayInput } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGES_QUERY_KEY, STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** POST /stays: a new stay with its own guide link. A 400 rejects with ApiCallError naming the fields. */
export function createStay(input: StayInput): Promise<Stay> {
  return apiOrThrow<Stay>('POST', '/stays', { body: input, idempotent: true });
}

/** Creates a stay; lists, agenda and the message log (its messages are planned now) reload. */
export function useCreateStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStay,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.stays.created' });
    },
  });
}
