import { type ApiError } from '@common/contracts/api';
import { api, type ApiOptions, type HttpMethod } from './api-client';

/**
 * A call that gave no result. The api client has already shown its toast; forms read `errors` to
 * repeat the message next to their fields. `status` is null when the server was not reached.
 */
export class ApiCallError extends Error {
  constructor(
    readonly errors: ApiError[],
    readonly status: number | null,
  ) {
    super(errors[0]?.description ?? (status ? `HTTP ${status}` : 'No answer'));
    this.name = 'ApiCallError';
  }

  /** Translation key of the first error's description, if the server sent one. */
  get descriptionKey(): string | null {
    return this.errors[0]?.description ?? null;
  }
}

/**
 * api() for mutations: resolves to the result, or rejects with ApiCallError when the answer was an
 * error (after the client's toasts) or had no result. TanStack Query then exposes it as `error`.
 */
export async function apiOrThrow<T>(
  method: HttpMethod,
  path: string,
  options: Omit<ApiOptions, 'onErrors'> = {},
): Promise<T> {
  let failure: ApiCallError | null = null;
  const result = await api<T>(method, path, {
    ...options,
    onErrors: (errors, status) => {
      failure = new ApiCallError(errors, status);
    },
  });
  if (failure) throw failure;
  if (result === null) throw new ApiCallError([], null);
  return result;
}
