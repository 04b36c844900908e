import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { COHOSTS_QUERY_KEY } from './cohost-keys';

/** DELETE /cohosts/invitations/{invitationId}: the e-mailed link stops working. */
export function revokeInvitation(invitationId: number): Promise<{ invitationId: number }> {
  return apiOrThrow<{ invitationId: number }>('DELETE', `/cohosts/invitations/${invitationId}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: COHOSTS_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.cohosts.revoked' });
    },
  });
}
