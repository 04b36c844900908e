import type { ApiError, Envelope } from '@common/contracts/api';

/** Wraps a successful answer in the `{ result, errors }` shape (docs/api.md). */
export const ok = <T>(result: T): Envelope<T> => ({ result, errors: [] });

export const failure = (errors: ApiError[], result: unknown = null) => ({ result, errors });
