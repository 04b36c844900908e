import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { withScriptSources } from './security-headers';

/** The policy's directives as a map: "script-src" -> ["'self'", ...]. */
async function policyOf(t: TestApp): Promise<Map<string, string[]>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/config' });
  const header = String(res.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>) {
  const t = await buildTestApp(env);
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

// Each test boots its own app (the first also builds the database template): slow on a busy machine.
describe('Content-Security-Policy', { timeout: 90_000 }, () => {
  it('allows only its own origin for scripts, connections and frames when no third party is configured', async () => {
    const t = await appWith({});
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toBeUndefined();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('adds exactly the Google Identity Services sources Google documents when a client id is set', async () => {
    const t = await appWith({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' });
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
    // The sign-in popup reports back to this window.
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('adds the reCAPTCHA script and frame origins when reCAPTCHA is configured, nothing for connections', async () => {
    const t = await appWith({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'secret' });
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('adds the gtag script and collection origins when an analytics id is set', async () => {
    const t = await appWith({ ANALYTICS_ID: 'G-TEST123' });
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy.get('frame-src')).toBeUndefined();
  });

  it('follows configured script addresses (a local fake) instead of the real services', async () => {
    const t = await appWith({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:3601/gsi/client',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:3601/recaptcha/api.js',
      ANALYTICS_ID: 'G-TEST123',
      ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:3601/gtag/js',
    });
    const policy = await policyOf(t);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3601/gsi/client',
      'http://127.0.0.1:3601/recaptcha/',
      'http://127.0.0.1:3601',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:3601/gsi/', 'http://127.0.0.1:3601']);
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<{
      result: { scriptUrls: Record<string, string> };
    }>().result;
    expect(config.scriptUrls).toEqual({
      googleIdentity: 'http://127.0.0.1:3601/gsi/client',
      recaptcha: 'http://127.0.0.1:3601/recaptcha/api.js',
      analytics: 'http://127.0.0.1:3601/gtag/js',
    });
  });
});

describe('withScriptSources', () => {
  it('adds sources to script-src only, once, and leaves a policy without script-src as it is', () => {
    const policy = "default-src 'self';script-src 'self' 'sha256-a';script-src-attr 'none'";
    expect(withScriptSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';script-src-attr 'none'",
    );
    expect(withScriptSources("default-src 'self'", ["'sha256-b'"])).toBe("default-src 'self'");
  });
});
