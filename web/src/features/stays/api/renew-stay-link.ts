import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Stay } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** POST /stays/{stayId}/link/renew: a new link for the guest; the old one stops working. */
export function renewStayLink(stayId: number): Promise<Stay> {
  return apiOrThrow<Stay>('POST', `/stays/${stayId}/link/renew`);
}

export function useRenewStayLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewStayLink,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.stays.link.renewed' });
    },
  });
}
