import { useQuery } from '@tanstack/react-query';
import { type ApiError } from '@common/contracts/api';
import { type CoHostInvitationPreview } from '@common/contracts/cohosts';
import { api } from '@web/lib/api-client';
import { ApiCallError } from '@web/lib/api-call';
import { invitationPreviewQueryKey } from './cohost-keys';

/**
 * POST /host/confirm/preview (the token goes in the body, never in an API address). A refused link
 * rejects with ApiCallError so the page can say why (next to the client's error toast).
 */
export async function previewInvitation(token: string, signal?: AbortSignal): Promise<CoHostInvitationPreview> {
  let failure: ApiCallError | null = null;
  const result = await api<CoHostInvitationPreview>('POST', '/host/confirm/preview', {
    body: { token },
    signal,
    onErrors: (errors: ApiError[], status: number) => {
      failure = new ApiCallError(errors, status);
    },
  });
  if (failure) throw failure;
  if (!result) throw new ApiCallError([], null);
  return result;
}

export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: invitationPreviewQueryKey(token ?? ''),
    queryFn: ({ signal }) => previewInvitation(token!, signal),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
}
