import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with no settings at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.API_BASE_PATH).toBe('/api');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.imageBaseUrl).toBe('http://localhost:3000/images/');
    expect(config.database.kind).toBe('pglite');
  });

  it('derives the image base URL from PUBLIC_URL and switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://guides.example.com/', DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(config.publicUrl).toBe('https://guides.example.com');
    expect(config.imageBaseUrl).toBe('https://guides.example.com/images/');
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
  });

  it('bounds every wait on PostgreSQL (connect, statement, start-up) with defaults, and refuses nonsense', () => {
    const defaults = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(defaults.database).toMatchObject({ connectTimeoutMs: 5000, statementTimeoutMs: 30_000 });
    expect(defaults.DATABASE_STARTUP_WAIT_SECONDS).toBe(300);
    const set = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_STARTUP_WAIT_SECONDS: '0',
    });
    expect(set.database).toMatchObject({ connectTimeoutMs: 2000, statementTimeoutMs: 5000 });
    expect(set.DATABASE_STARTUP_WAIT_SECONDS).toBe(0);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'forever' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('names every invalid variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'http', DATABASE_URL: 'mysql://x', API_BASE_PATH: 'api/', TOAST_LIFE: '-5' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const variables = (error as ConfigError).issues.map((i) => i.variable).sort();
    expect(variables).toEqual(['API_BASE_PATH', 'DATABASE_URL', 'PORT', 'TOAST_LIFE']);
    expect((error as ConfigError).message).toContain('PORT');
  });

  it('requires the reCAPTCHA secret together with its site key', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET/);
  });
});
