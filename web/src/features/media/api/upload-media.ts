import { type ApiError } from '@common/contracts/api';
import { type MediaUploadResult } from '@common/contracts/media';
import { apiRequestUrl, refreshAfterUnauthorized } from '@web/lib/api-client';
import { getToken } from '@web/lib/session';

export interface UploadTarget {
  mediaSourceId: number;
  propertyId: number;
}

/** How far the request body has gone out (bytes); the server then still has to process the photo. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadOutcome =
  | { ok: true; result: MediaUploadResult }
  /** `status` is null when the server was not reached (or the upload was cancelled: `aborted`). */
  | { ok: false; status: number | null; errors: ApiError[]; aborted: boolean };

interface RawAnswer {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(
  url: string,
  file: File,
  token: string | null,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<RawAnswer | 'network' | 'aborted'> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve('aborted');
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => resolve('network');
    xhr.onabort = () => resolve('aborted');
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

const errorsOf = (body: unknown): ApiError[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as ApiError[]) : [];
};

/**
 * POST /media/library/{mediaSourceId}/{propertyId} with one `file` part, through XMLHttpRequest
 * because fetch reports no upload progress. Same bearer token and 401 rule as the api client
 * (refresh the pair, retry once after 100 ms). Never toasts: the drawer shows each file's outcome
 * next to it, with the server's translated description.
 */
export async function uploadMediaFile(
  file: File,
  target: UploadTarget,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadOutcome> {
  const url = apiRequestUrl(`/media/library/${target.mediaSourceId}/${target.propertyId}`);
  for (let attempt = 0; ; attempt++) {
    const token = getToken();
    const answer = await send(url, file, token, options.onProgress, options.signal);
    if (answer === 'aborted') return { ok: false, status: null, errors: [], aborted: true };
    if (answer === 'network') return { ok: false, status: null, errors: [], aborted: false };
    if (answer.status === 401 && token && attempt === 0 && (await refreshAfterUnauthorized(token))) continue;
    if (answer.status >= 200 && answer.status < 300) {
      const result = (answer.body as { result?: MediaUploadResult } | null)?.result;
      if (result && Array.isArray(result.items)) return { ok: true, result };
      return { ok: false, status: answer.status, errors: [], aborted: false };
    }
    return { ok: false, status: answer.status, errors: errorsOf(answer.body), aborted: false };
  }
}
