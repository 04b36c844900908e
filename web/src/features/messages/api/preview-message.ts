import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type z } from 'zod';
import { type MessagePreviewSchema, type PreviewRequestSchema } from '@common/contracts/messages';
import { ApiCallError, apiOrThrow } from '@web/lib/api-call';
import { messagePreviewQueryKey } from './message-keys';

export type PreviewRequest = z.input<typeof PreviewRequestSchema>;
export type MessagePreview = z.infer<typeof MessagePreviewSchema>;

/**
 * POST /messages/preview: a template or a draft rendered for a real stay. An unknown variable is a
 * 400 naming the field; it rejects with ApiCallError so the editor can show it next to the text.
 */
export function previewMessage(request: PreviewRequest, signal?: AbortSignal): Promise<MessagePreview> {
  return apiOrThrow<MessagePreview>('POST', '/messages/preview', { body: request, signal, listCall: true });
}

export const messagePreviewQueryOptions = (request: PreviewRequest) =>
  queryOptions({
    queryKey: messagePreviewQueryKey(request),
    queryFn: ({ signal }) => previewMessage(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * The live preview of a draft; idle while `request` is null (no stay picked). A preview is read, not
 * written, so it is a query: typing the same text twice asks once.
 */
export function useMessagePreview(request: PreviewRequest | null) {
  const query = useQuery({
    ...messagePreviewQueryOptions(request ?? { stayId: 0 }),
    enabled: request !== null,
  });
  const refusal = query.error instanceof ApiCallError ? query.error : null;
  return { ...query, refusal };
}
