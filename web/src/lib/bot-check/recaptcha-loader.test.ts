import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  executeRecaptcha,
  RecaptchaLoader,
  SCRIPT_LOAD_POLL_MS,
  SiteKeyMismatchError,
  type Grecaptcha,
} from './recaptcha-loader';

const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-bot-check]'));

const fakeGrecaptcha = (): Grecaptcha => ({
  ready: (callback) => callback(),
  execute: vi.fn((_siteKey: string, options: { action: string }) => Promise.resolve(`token-for-${options.action}`)),
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe('reCAPTCHA loader', () => {
  it('starts as not loaded and adds no script until asked', () => {
    const loader = new RecaptchaLoader();
    expect(loader.state).toBe('notLoaded');
    expect(scripts()).toHaveLength(0);
  });

  it('is loading while the script downloads, then loaded once grecaptcha is ready', async () => {
    const loader = new RecaptchaLoader();
    const loading = loader.load('site-key-1');
    expect(loader.state).toBe('loading');
    const [script] = scripts();
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');

    const grecaptcha = fakeGrecaptcha();
    window.grecaptcha = grecaptcha;
    script.dispatchEvent(new Event('load'));

    await expect(loading).resolves.toBe(grecaptcha);
    expect(loader.state).toBe('loaded');
  });

  it('polls every 25 ms for the global the script defines after its load event', async () => {
    vi.useFakeTimers();
    const loader = new RecaptchaLoader();
    const loading = loader.load('k');
    scripts()[0].dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_POLL_MS * 3);
    expect(loader.state).toBe('loading');

    window.grecaptcha = fakeGrecaptcha();
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_POLL_MS);
    await loading;
    expect(loader.state).toBe('loaded');
  });

  it('shares one script between calls with the same site key', async () => {
    const loader = new RecaptchaLoader();
    const first = loader.load('k');
    const second = loader.load('k');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    window.grecaptcha = fakeGrecaptcha();
    scripts()[0].dispatchEvent(new Event('load'));
    await first;
    expect(loader.load('k')).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('throws when asked to load again with a different site key, while loading and once loaded', async () => {
    const loader = new RecaptchaLoader();
    const loading = loader.load('key-a');
    expect(() => loader.load('key-b')).toThrow(SiteKeyMismatchError);

    window.grecaptcha = fakeGrecaptcha();
    scripts()[0].dispatchEvent(new Event('load'));
    await loading;
    expect(() => loader.load('key-b')).toThrow(SiteKeyMismatchError);
    expect(loader.state).toBe('loaded');
    expect(scripts()).toHaveLength(1);
  });

  it('goes back to not loaded when the script fails, so a later call can retry', async () => {
    const loader = new RecaptchaLoader();
    const loading = loader.load('key-a');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/Could not load/);
    expect(loader.state).toBe('notLoaded');
    expect(scripts()).toHaveLength(0);

    const retry = loader.load('key-b');
    expect(loader.state).toBe('loading');
    window.grecaptcha = fakeGrecaptcha();
    scripts()[0].dispatchEvent(new Event('load'));
    await retry;
    expect(loader.state).toBe('loaded');
  });

  it('executes with the site key and the action name', async () => {
    const loader = new RecaptchaLoader();
    const grecaptcha = fakeGrecaptcha();
    const token = executeRecaptcha('k', 'login', loader);
    window.grecaptcha = grecaptcha;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(token).resolves.toBe('token-for-login');
    expect(grecaptcha.execute).toHaveBeenCalledWith('k', { action: 'login' });
  });
});
