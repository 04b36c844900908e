import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QaPair, type QaPairInput } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { aiPropertiesKey, qaPairsKey } from './ai-keys';

/** POST /ai/property/{propertyId}/qa (new pair) or PUT .../qa/{qaId} (edit). */
export async function saveQaPair(propertyId: number, body: QaPairInput, qaId?: string): Promise<QaPair> {
  const result = qaId
    ? await api<QaPair>('PUT', `/ai/property/${propertyId}/qa/${qaId}`, {
        body,
        on409: { warnTitleKey: 'errors.title' },
      })
    : await api<QaPair>('POST', `/ai/property/${propertyId}/qa`, { body, on409: { warnTitleKey: 'errors.title' } });
  if (!result) throw new Error('Q&A pair could not be saved');
  return result;
}

export function useSaveQaPair(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, qaId }: { body: QaPairInput; qaId?: string }) => saveQaPair(propertyId, body, qaId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qaPairsKey(propertyId) });
      void queryClient.invalidateQueries({ queryKey: aiPropertiesKey() });
    },
  });
}
