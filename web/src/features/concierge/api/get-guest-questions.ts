import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type GuestQuestionPage } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';
import { guestQuestionsKey } from './ai-keys';

export type QuestionFilter = 'all' | 'answered' | 'unanswered';

/** GET /ai/property/{propertyId}/questions?filter=&page=: what guests asked, newest first. */
export async function getGuestQuestions(
  propertyId: number,
  filter: QuestionFilter,
  page: number,
  signal?: AbortSignal,
): Promise<GuestQuestionPage> {
  const result = await api<GuestQuestionPage>(
    'GET',
    `/ai/property/${propertyId}/questions?filter=${filter}&page=${page}`,
    { signal },
  );
  if (!result) throw new Error('Questions could not be loaded');
  return result;
}

export const guestQuestionsQueryOptions = (propertyId: number, filter: QuestionFilter, page: number) =>
  queryOptions({
    queryKey: guestQuestionsKey(propertyId, filter, page),
    queryFn: ({ signal }) => getGuestQuestions(propertyId, filter, page, signal),
    placeholderData: keepPreviousData,
  });

export function useGuestQuestions(propertyId: number, filter: QuestionFilter, page: number) {
  return useQuery(guestQuestionsQueryOptions(propertyId, filter, page));
}
