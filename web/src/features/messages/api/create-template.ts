import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { type MessageTemplate, type TemplateInputSchema } from '@common/contracts/messages';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { TEMPLATES_QUERY_KEY } from './message-keys';

export type TemplateInput = z.input<typeof TemplateInputSchema>;

/** POST /messages/templates. A 400 names the field (e.g. body.es with an unknown variable). */
export function createTemplate(input: TemplateInput): Promise<MessageTemplate> {
  return apiOrThrow<MessageTemplate>('POST', '/messages/templates', { body: input, idempotent: true });
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.messages.templates.saved' });
    },
  });
}
