import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type MessageTemplate, type TemplateUpdateSchema } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { SCHEDULES_QUERY_KEY, TEMPLATES_QUERY_KEY } from './message-keys';

export type TemplateUpdate = z.input<typeof TemplateUpdateSchema>;

/** PUT /messages/templates. A 400 names the field. */
export function updateTemplate(update: TemplateUpdate): Promise<MessageTemplate> {
  return apiOrThrow<MessageTemplate>('PUT', '/messages/templates', { body: update });
}

/** Saves a template; schedules show its name, so they reload too. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.messages.templates.saved' });
    },
  });
}
