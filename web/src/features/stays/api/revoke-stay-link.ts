import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Stay } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** POST /stays/{stayId}/link/revoke: the stay's guide link stops working at once. */
export function revokeStayLink(stayId: number): Promise<Stay> {
  return apiOrThrow<Stay>('POST', `/stays/${stayId}/link/revoke`);
}

export function useRevokeStayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStayLink,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.stays.link.revoked' });
    },
  });
}
