import { useEffect, useState } from 'react';
import { apiRequestUrl, refreshAfterUnauthorized } from '@web/lib/api-client';
import { getToken } from '@web/lib/session';

/** Who reads the screenshot: the host through their own ticket, staff through the admin route. */
export type AttachmentViewer = 'host' | 'staff';

export const attachmentPath = (viewer: AttachmentViewer, ticketId: number, attachmentId: number) =>
  `${viewer === 'staff' ? '/admin' : ''}/support/tickets/${ticketId}/attachments/${attachmentId}`;

/** The screenshot with the bearer token (it is not public), following the API client's 401 rule. */
async function fetchAttachment(path: string, signal: AbortSignal): Promise<Blob | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const token = getToken();
    const response = await fetch(apiRequestUrl(path), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
    if (response.status === 401 && token && attempt === 0) {
      if (!(await refreshAfterUnauthorized(token))) return null;
      continue;
    }
    return response.ok ? response.blob() : null;
  }
  return null;
}

/** An object URL of a ticket's screenshot (revoked when the component goes), 'failed', or null while loading. */
export function useAttachmentUrl(path: string): string | 'failed' | null {
  const [state, setState] = useState<{ path: string; url: string | 'failed' } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchAttachment(path, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = blob ? URL.createObjectURL(blob) : null;
        setState({ path, url: url ?? 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ path, url: 'failed' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state?.path === path ? state.url : null;
}
