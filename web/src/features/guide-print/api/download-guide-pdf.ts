import { apiRequestUrl, refreshAfterUnauthorized } from '@web/lib/api-client';
import { getToken } from '@web/lib/session';

export interface PdfRequest {
  slug: string;
  kind: 'booklet' | 'sign';
  locale: 'en' | 'es';
  paper: 'a4' | 'letter';
  /** Booklet: include the sections behind the access code. */
  includeSensitive?: boolean;
  /** Sign: print the Wi-Fi network and password. */
  wifi?: boolean;
}

/** The API path of a guide PDF. */
export function pdfPath(request: PdfRequest): string {
  const query = new URLSearchParams({ locale: request.locale, paper: request.paper });
  if (request.kind === 'booklet' && request.includeSensitive) query.set('includeSensitive', '1');
  if (request.kind === 'sign' && request.wifi) query.set('wifi', '1');
  return `/guide/${request.slug}/${request.kind === 'booklet' ? 'pdf' : 'sign.pdf'}?${query.toString()}`;
}

/**
 * GET /guide/{slug}/pdf or /sign.pdf with the host's bearer token (so an unpublished guide, the
 * locked sections or a locked Wi-Fi can be printed), following the API client's rule for a 401:
 * refresh once, then retry. Answers the PDF, or null when it could not be made.
 */
export async function fetchGuidePdf(request: PdfRequest): Promise<Blob | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const token = getToken();
    let response: Response;
    try {
      response = await fetch(apiRequestUrl(pdfPath(request)), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch {
      return null;
    }
    if (response.status === 401 && token && attempt === 0) {
      if (!(await refreshAfterUnauthorized(token))) return null;
      continue;
    }
    if (!response.ok) return null;
    return response.blob();
  }
  return null;
}

/** Saves a blob under a file name (an invisible link, as the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
