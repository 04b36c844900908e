import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminPromptInput, type AdminPromptTemplate } from '@common/contracts/admin';
import { api } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { adminKeys } from './admin-keys';

export const promptTemplatesKey = () => [...adminKeys.ai(), 'prompts'] as const;

/** GET /admin/ai/prompts: the concierge's base instructions, the default first, then every rental type. */
export async function getPromptTemplates(signal?: AbortSignal): Promise<AdminPromptTemplate[]> {
  const result = await api<AdminPromptTemplate[]>('GET', '/admin/ai/prompts', { signal, listCall: true });
  if (!result) throw new Error('The prompt templates could not be loaded');
  return result;
}

export function usePromptTemplates() {
  return useQuery(
    queryOptions({ queryKey: promptTemplatesKey(), queryFn: ({ signal }) => getPromptTemplates(signal) }),
  );
}

/** PUT /admin/ai/prompts/{strTypeId} (Admin): one rental type's instructions in English and Spanish (0 = the default). */
export function savePromptTemplate(input: AdminPromptInput & { strTypeId: number }): Promise<AdminPromptTemplate> {
  return apiOrThrow<AdminPromptTemplate>('PUT', `/admin/ai/prompts/${input.strTypeId}`, {
    body: { instructionsEn: input.instructionsEn, instructionsEs: input.instructionsEs },
  });
}

export function useSavePromptTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromptTemplate,
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminPromptTemplate[]>(promptTemplatesKey(), (templates) =>
        templates?.map((template) => (template.strTypeId === saved.strTypeId ? saved : template)),
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toasts.success({ summary: 'saved', detail: 'admin.ai.prompts.saved' });
    },
  });
}
