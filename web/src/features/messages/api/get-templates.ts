import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MessageTemplate } from '@common/contracts/messages';
import { api } from '@web/lib/api-client';
import { TEMPLATES_QUERY_KEY } from './message-keys';

/** GET /messages/templates: the host's templates (the server creates the starters on first use). */
export async function getTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  const result = await api<MessageTemplate[]>('GET', '/messages/templates', { signal, listCall: true });
  if (!result) throw new Error('Templates could not be loaded');
  return result;
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: TEMPLATES_QUERY_KEY, queryFn: ({ signal }) => getTemplates(signal) });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
