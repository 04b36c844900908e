import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type QuestionSection, type QuestionToSectionInput } from '@common/contracts/ai';
import { PROPERTIES_QUERY_KEY } from '@web/lib/properties/property-keys';
import { ApiCallError, apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { aiPropertiesKey, guestQuestionsKey } from './ai-keys';

/**
 * POST /ai/property/{propertyId}/questions/{questionId}/section: the guest's question becomes a new
 * section at the end of the guide. Rejects with ApiCallError (after the client's toast) so the form
 * can show a refused field next to its input.
 */
export function questionToSection(
  propertyId: number,
  questionId: string,
  body: QuestionToSectionInput,
): Promise<QuestionSection> {
  return apiOrThrow<QuestionSection>('POST', `/ai/property/${propertyId}/questions/${questionId}/section`, {
    body,
    on409: { warnTitleKey: 'errors.title' },
  });
}

/**
 * The mutation refreshes the questions log (the item shows its section), the index state (the guide
 * changed: out of date) and the properties, so the guide editor opens with the new section and the
 * new modifyDate.
 */
export function useQuestionToSection(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: QuestionToSectionInput }) =>
      questionToSection(propertyId, questionId, body),
    onSuccess: (section) => {
      for (const queryKey of [guestQuestionsKey(propertyId), aiPropertiesKey(), PROPERTIES_QUERY_KEY])
        void queryClient.invalidateQueries({ queryKey });
      toasts.success({ summary: 'saved', detail: 'host.ai.questions.addedToGuide', params: { title: section.title } });
    },
    onError: (error) => {
      // Already in the Q&A or the guide (another tab, a co-host): show the log as it is now.
      if (error instanceof ApiCallError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: guestQuestionsKey(propertyId) });
    },
  });
}
