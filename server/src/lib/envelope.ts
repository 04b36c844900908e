import type { Envelope } from '@common/contracts/api';

/** Wraps a successful answer in the `{ result, errors }` shape (docs/api.md). */
export const ok = <T>(result: T): Envelope<T> => ({ result, errors: [] });
