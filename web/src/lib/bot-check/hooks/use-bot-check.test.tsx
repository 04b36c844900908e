import { createHash } from 'node:crypto';
import { renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PublicConfig } from '@common/contracts/config';
import { initI18n } from '@web/lib/i18n/i18n';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { altchaChallenge, mockApi } from '@web/test/mock-api';
import { useBotCheck } from './use-bot-check';

const wrapperFor = (config: PublicConfig) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PublicConfigProvider config={config}>{children}</PublicConfigProvider>;
  };

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll('script[data-bot-check]').forEach((script) => script.remove());
  delete window.grecaptcha;
});

const decode = (token: string | undefined) => JSON.parse(atob(token ?? '')) as { number: number; salt: string };

describe('useBotCheck with ALTCHA (the default)', () => {
  it('solves a challenge as soon as the form appears and uses each answer once', async () => {
    let served = 0;
    const api = mockApi({ 'GET /auth/botcheck/challenge': () => ({ result: altchaChallenge(++served) }) });
    const { result } = renderHook(() => useBotCheck('login'), { wrapper: wrapperFor(testPublicConfig) });
    expect(result.current.provider).toBe('altcha');
    await waitFor(() => expect(api.callsTo('GET /auth/botcheck/challenge')).toHaveLength(1));

    expect(decode(await result.current.getToken()).number).toBe(1);
    // The next answer is prepared right away, for a second submit.
    await waitFor(() => expect(api.callsTo('GET /auth/botcheck/challenge')).toHaveLength(2));
    expect(decode(await result.current.getToken()).number).toBe(2);
  });

  it('replaces an answer whose challenge has expired', async () => {
    const expired = { ...altchaChallenge(3), salt: 'old?expires=1000' };
    let served = 0;
    mockApi({
      'GET /auth/botcheck/challenge': () => ({ result: ++served === 1 ? rehash(expired, 3) : altchaChallenge(4) }),
    });
    const { result } = renderHook(() => useBotCheck('signup'), { wrapper: wrapperFor(testPublicConfig) });
    expect(decode(await result.current.getToken()).number).toBe(4);
  });

  it('resolves to undefined when no challenge can be had (the server then refuses with its message)', async () => {
    mockApi({
      'GET /auth/botcheck/challenge': {
        status: 503,
        errors: [{ code: 'unavailable', description: 'errors.unavailable' }],
      },
    });
    const { result } = renderHook(() => useBotCheck('forgot'), { wrapper: wrapperFor(testPublicConfig) });
    await expect(result.current.getToken()).resolves.toBeUndefined();
  });
});

describe('useBotCheck with reCAPTCHA v3', () => {
  it('loads Google’s script with the site key only then, and executes with the action', async () => {
    const api = mockApi({});
    const config: PublicConfig = { ...testPublicConfig, botCheck: { provider: 'recaptcha', siteKey: 'site-key-9' } };
    const { result } = renderHook(() => useBotCheck('signup'), { wrapper: wrapperFor(config) });
    expect(result.current.provider).toBe('recaptcha');
    const script = document.head.querySelector<HTMLScriptElement>('script[data-bot-check="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-9');
    expect(api.calls).toHaveLength(0);

    const execute = vi.fn().mockResolvedValue('recaptcha-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script?.dispatchEvent(new Event('load'));
    await expect(result.current.getToken()).resolves.toBe('recaptcha-token');
    expect(execute).toHaveBeenCalledWith('site-key-9', { action: 'signup' });
  });
});

/** The challenge of `number` under the challenge's own salt. */
function rehash(challenge: ReturnType<typeof altchaChallenge>, number: number) {
  return {
    ...challenge,
    challenge: createHash('sha256')
      .update(challenge.salt + number)
      .digest('hex'),
  };
}
