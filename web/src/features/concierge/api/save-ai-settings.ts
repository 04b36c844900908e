import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AiSettings, type AiSettingsInput } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { toasts } from '@web/lib/toasts';
import { aiPropertiesKey, aiSettingsKey } from './ai-keys';

/** PUT /ai/property/{propertyId}/settings. */
export async function saveAiSettings(propertyId: number, body: AiSettingsInput): Promise<AiSettings> {
  const result = await api<AiSettings>('PUT', `/ai/property/${propertyId}/settings`, { body });
  if (!result) throw new Error('AI settings could not be saved');
  return result;
}

export function useSaveAiSettings(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AiSettingsInput) => saveAiSettings(propertyId, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(aiSettingsKey(propertyId), settings);
      // Settings count as knowledge: the index may now be out of date.
      void queryClient.invalidateQueries({ queryKey: aiPropertiesKey() });
      toasts.success({ summary: 'saved', detail: 'host.ai.settings.saved' });
    },
  });
}
