import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CodeAttempts } from '@common/contracts/guide';
import { api } from '@web/lib/api-client';

/** GET /property/user/{propertyId}/code-attempts: wrong access codes tried on the guide in the last 24 hours. */
export async function getCodeAttempts(propertyId: number, signal?: AbortSignal): Promise<CodeAttempts> {
  const result = await api<CodeAttempts>('GET', `/property/user/${propertyId}/code-attempts`, { signal });
  if (!result) throw new Error('Access-code attempts could not be loaded');
  return result;
}

export const codeAttemptsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: ['code-attempts', propertyId],
    queryFn: ({ signal }) => getCodeAttempts(propertyId, signal),
  });

/** The guide's recent wrong access codes (nothing fetched for a guide without a code). */
export function useCodeAttempts(propertyId: number, enabled: boolean) {
  return useQuery({ ...codeAttemptsQueryOptions(propertyId), enabled });
}
