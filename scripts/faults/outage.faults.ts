/**
 * PostgreSQL going away under a running server process. "Stopped" is simulated by a TCP proxy in
 * front of the machine's PostgreSQL (other sessions share that server, so it is never stopped):
 * `cut()` drops every connection and refuses new ones (a stopped or restarting server), `silence()`
 * passes no bytes either way (a host that vanished: only timeouts end the waits).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../../server/src/test/tcp-proxy';
import {
  Client,
  createGuide,
  createPostgresDatabase,
  postgresUrl,
  removeTempDirs,
  ServerProcess,
  tempDir,
  translations,
  waitFor,
} from './harness';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.warn('cleanup failed', error));
  removeTempDirs();
});

/** Generous: the connect timeout (2 s) and statement timeout (5 s) the servers run with, plus a busy machine. */
const BOUND_MS = 20_000;

describe.runIf(postgresUrl())('PostgreSQL gone while the server is serving', () => {
  it('answers 503 with Retry-After and the translated error within a bounded time, fails /readyz, and serves again by itself when the database is back', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const target = new URL(postgresUrl()!);
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    const server = await ServerProcess.start({
      dataDir: tempDir('outage'),
      databaseUrl: proxy.urlFor(database.url),
      env: { MESSAGE_DISPATCH_SECONDS: '1' },
    });
    cleanups.push(() => server.stop());
    const pid = server.child.pid;

    const host = new Client(server.url);
    // Probes come from a load balancer or an orchestrator: no credentials.
    const probe = new Client(server.url);
    expect((await host.signIn('demo@guidebook.local', server.demoPassword())).status).toBe(200);
    const property = await createGuide(host, 'Casa Outage');
    expect((await probe.call('GET', '/readyz')).status).toBe(200);

    const messages = translations('errors.databaseUnavailable');
    expect(messages.en).not.toBe(messages.es);
    const expectUnavailable = async (method: string, url: string, payload?: unknown, locale = 'en') => {
      const answer = await host.call(method, url, payload, { 'accept-language': locale });
      expect(answer.status, `${method} ${url}`).toBe(503);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answer.body.errors).toEqual([{ code: 'unavailable', description: 'errors.databaseUnavailable' }]);
      return answer;
    };

    for (const outage of ['cut', 'silence'] as const) {
      if (outage === 'cut') await proxy.cut();
      else proxy.silence();
      const started = Date.now();
      // Reads, writes and sign-in, in English and Spanish: the answer names the error the web app shows.
      await expectUnavailable('GET', '/api/property/user');
      await expectUnavailable('PUT', '/api/property/user', { ...property, name: 'Never saved' }, 'es');
      await expectUnavailable(
        'POST',
        '/api/auth/issuetoken',
        { email: 'demo@guidebook.local', password: 'whatever-it-is', rememberMe: false, botToken: 'x' },
        'es',
      );
      const ready = await probe.call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.errors[0]?.description).toBe('errors.databaseUnavailable');
      // The process is alive and must not be restarted by an orchestrator.
      expect((await probe.call('GET', '/healthz')).status).toBe(200);
      expect(Date.now() - started, `${outage}: four answers within the bound`).toBeLessThan(BOUND_MS);
      if (outage === 'cut') {
        // Guests opening the guide get a page in their language, not the API's JSON.
        for (const [path, text] of [
          [`/g/${property.guide.slug}`, messages.en],
          [`/es/g/${property.guide.slug}`, messages.es],
        ] as const) {
          const page = await fetch(`${server.url}${path}`);
          expect(page.status, path).toBe(503);
          expect(page.headers.get('content-type')).toMatch(/^text\/html/);
          expect(await page.text()).toContain(text);
        }
      }

      await proxy.restore();
      await waitFor(
        '/readyz to pass again',
        async () => (await probe.call('GET', '/readyz')).status === 200,
        60_000,
        250,
      );
      const names = (await host.ok<{ name: string }[]>('GET', '/api/property/user')).map((p) => p.name);
      expect(names).toEqual(['Casa Outage']);
    }

    // Writes work again, on the same process (no restart happened).
    const saved = await host.ok<{ name: string }>('PUT', '/api/property/user', { ...property, name: 'Casa Back' });
    expect(saved.name).toBe('Casa Back');
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    expect(await server.stop()).toBe(0);
  });
});
