import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGES_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** DELETE /messages/templates/{templateId}: its schedules go too; sent messages stay in the log. */
export function deleteTemplate(templateId: number): Promise<{ templateId: number }> {
  return apiOrThrow<{ templateId: number }>('DELETE', `/messages/templates/${templateId}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
      toasts.success({ summary: 'removed', detail: 'host.messages.templates.deleted' });
    },
  });
}
