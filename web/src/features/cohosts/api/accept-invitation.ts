import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CoHostAcceptResult } from '@common/contracts/cohosts';
import { apiOrThrow } from '@web/lib/api-call';

/** POST /host/confirm: the signed-in visitor becomes a co-host; the link is used up. */
export function acceptInvitation(token: string): Promise<CoHostAcceptResult> {
  return apiOrThrow<CoHostAcceptResult>('POST', '/host/confirm', { body: { token } });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // Every property list (dropdowns, editor, AI, stays) now holds more properties.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
