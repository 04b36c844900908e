import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QaPair, type QuestionToQaInput } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { toasts } from '@web/lib/toasts';
import { aiPropertiesKey, guestQuestionsKey, qaPairsKey } from './ai-keys';

/** POST /ai/property/{propertyId}/questions/{questionId}/qa: the guest's question becomes a Q&A pair. */
export async function questionToQa(propertyId: number, questionId: string, body: QuestionToQaInput): Promise<QaPair> {
  const result = await api<QaPair>('POST', `/ai/property/${propertyId}/questions/${questionId}/qa`, {
    body,
    on409: { warnTitleKey: 'errors.title' },
  });
  if (!result) throw new Error('The question could not be turned into a Q&A pair');
  return result;
}

export function useQuestionToQa(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: QuestionToQaInput }) =>
      questionToQa(propertyId, questionId, body),
    onSuccess: () => {
      for (const queryKey of [guestQuestionsKey(propertyId), qaPairsKey(propertyId), aiPropertiesKey()])
        void queryClient.invalidateQueries({ queryKey });
      toasts.success({ summary: 'saved', detail: 'host.ai.questions.converted' });
    },
  });
}
