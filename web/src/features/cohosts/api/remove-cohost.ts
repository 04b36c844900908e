import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { COHOSTS_QUERY_KEY } from './cohost-keys';

/** DELETE /cohosts/property/{propertyId}/{userId}: the co-host loses access at once. */
export function removeCoHost(input: {
  propertyId: number;
  userId: string;
}): Promise<{ propertyId: number; userId: string }> {
  return apiOrThrow('DELETE', `/cohosts/property/${input.propertyId}/${input.userId}`);
}

export function useRemoveCoHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoHost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: COHOSTS_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.cohosts.removed' });
    },
  });
}
