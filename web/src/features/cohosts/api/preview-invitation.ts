import { useQuery } from '@tanstack/react-query';
import { type ApiError } from '@common/contracts/api';
import { type CoHostInvitationPreview } from '@common/contracts/cohosts';
import { apiRequestUrl } from '@web/lib/api-client';
import { ApiCallError } from '@web/lib/api-call';
import { invitationPreviewQueryKey } from './cohost-keys';

/**
 * POST /host/confirm/preview (the token goes in the body, never in an API address; no sign-in).
 * Sent without api() on purpose: a refused link is the page's own message (why it cannot be used),
 * not an error toast on top of it. Rejects with ApiCallError carrying the server's errors.
 */
export async function previewInvitation(token: string, signal?: AbortSignal): Promise<CoHostInvitationPreview> {
  let response: Response;
  try {
    response = await fetch(apiRequestUrl('/host/confirm/preview'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal,
    });
  } catch {
    throw new ApiCallError([], null);
  }
  const data = (await response.json().catch(() => null)) as {
    result?: CoHostInvitationPreview | null;
    errors?: ApiError[];
  } | null;
  if (!response.ok || !data?.result) throw new ApiCallError(data?.errors ?? [], response.status);
  return data.result;
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
