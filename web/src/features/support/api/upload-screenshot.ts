import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket } from '@common/contracts/support';
import { apiOrThrow } from '@web/lib/api-call';
import { supportKeys } from './support-keys';

/** POST /support/tickets/{id}/attachments: a screenshot on the host's latest message (the server checks it is an image). */
export function uploadScreenshot({ ticketId, file }: { ticketId: number; file: File }): Promise<Ticket> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiOrThrow<Ticket>('POST', `/support/tickets/${ticketId}/attachments`, { body });
}

export function useUploadScreenshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadScreenshot,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.ticketId), ticket);
    },
  });
}
