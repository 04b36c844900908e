import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AiIndexScope, type AiIndexStatus } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { toasts } from '@web/lib/toasts';
import { aiPropertiesKey } from './ai-keys';

/** The success toast working / ai_indexing lasts 3000 ms (docs/api.md, "Success toasts"). */
export const INDEXING_TOAST_MS = 3000;

/**
 * GET /property/index/{propertyId}/{scope}: starts indexing and answers at once. A 409 (a run in
 * progress) shows the warning toast "Already Indexing" with the translated first error and resolves
 * to null, like every 409 (docs/api.md, "409").
 */
export async function startIndexing(propertyId: number, scope: AiIndexScope): Promise<AiIndexStatus | null> {
  let conflict = false;
  const result = await api<AiIndexStatus>('GET', `/property/index/${propertyId}/${scope}`, {
    on409: { warnTitleKey: 'host.ai.alreadyIndexing' },
    onErrors: (_errors, status) => {
      conflict = status === 409;
    },
  });
  if (conflict) return null;
  if (!result) throw new Error('Indexing could not be started');
  return result;
}

export function useStartIndexing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, scope }: { propertyId: number; scope: AiIndexScope }) =>
      startIndexing(propertyId, scope),
    onSuccess: (status) => {
      if (status) {
        toasts.success({ summary: 'working', detail: 'ai_indexing', life: INDEXING_TOAST_MS });
        queryClient.setQueryData<AiIndexStatus[]>(aiPropertiesKey(), (list) =>
          list?.map((p) => (p.propertyId === status.propertyId ? status : p)),
        );
      }
      void queryClient.invalidateQueries({ queryKey: aiPropertiesKey() });
    },
  });
}
