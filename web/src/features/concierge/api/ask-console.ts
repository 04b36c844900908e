import { useMutation } from '@tanstack/react-query';
import { type AskAnswer, type HostAskRequest } from '@common/contracts/ai';
import { api } from '@web/lib/api-client';

/** POST /ai/property/{propertyId}/ask: the host asks as a guest would (not logged). */
export async function askConsole(propertyId: number, body: HostAskRequest): Promise<AskAnswer> {
  const result = await api<AskAnswer>('POST', `/ai/property/${propertyId}/ask`, { body });
  if (!result) throw new Error('The question could not be answered');
  return result;
}

export function useAskConsole(propertyId: number) {
  return useMutation({ mutationFn: (body: HostAskRequest) => askConsole(propertyId, body) });
}
