import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPublicConfig } from '@web/test/fixtures';
import { ON409_ERROR_TOAST } from './api-client';
import { ApiCallError, apiOrThrow } from './api-call';
import { initI18n } from './i18n/i18n';
import { setPublicConfig } from './public-config';
import { toasts } from './toasts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiOrThrow', () => {
  it('resolves to the result', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { result: { ok: 1 }, errors: [] })));
    await expect(apiOrThrow('GET', '/x')).resolves.toEqual({ ok: 1 });
  });

  it('rejects a 409 with its errors, after the warning toast', async () => {
    const errors = [{ code: 'conflict', description: 'auth.errors.invalidCredentials' }];
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(409, { result: null, errors })));
    const failure = await apiOrThrow('POST', '/auth/issuetoken', { body: {}, on409: ON409_ERROR_TOAST }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ errors, status: 409, descriptionKey: 'auth.errors.invalidCredentials' });
    expect(toasts.warn).toHaveBeenCalledTimes(1);
  });

  it('rejects with status null when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiOrThrow('GET', '/x')).rejects.toMatchObject({ status: null, errors: [] });
  });
});
