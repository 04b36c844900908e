import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { aiPropertiesKey, qaPairsKey } from './ai-keys';

/** DELETE /ai/property/{propertyId}/qa/{qaId}. */
export async function deleteQaPair(propertyId: number, qaId: string): Promise<{ qaId: string }> {
  const result = await api<{ qaId: string }>('DELETE', `/ai/property/${propertyId}/qa/${qaId}`);
  if (!result) throw new Error('Q&A pair could not be deleted');
  return result;
}

export function useDeleteQaPair(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (qaId: string) => deleteQaPair(propertyId, qaId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qaPairsKey(propertyId) });
      void queryClient.invalidateQueries({ queryKey: aiPropertiesKey() });
    },
  });
}
