import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase, TEST_ENV } from '../test/test-app';

/** One request on a fresh connection (no keep-alive), so "new connection" means what it says. */
function get(
  port: number,
  urlPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('shutting down (SIGTERM)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers new connections 503 with Retry-After while requests in progress finish, then closes', async () => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-drain-')) });
    const app = await buildApp({ config, database, logger: false, webDistDir: null });
    const entered = deferred();
    const release = deferred();
    // A request that is still working when SIGTERM arrives.
    app.get('/test/slow', async () => {
      entered.resolve();
      await release.promise;
      return { result: 'done', errors: [] };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const slow = get(port, '/test/slow');
      await entered.promise;

      let drained = false;
      const draining = app.drain().then(() => (drained = true));

      // A new connection is answered (not refused): 503, come back later, and do not keep this connection.
      const turnedAway = await get(port, '/api/config');
      expect(turnedAway.status).toBe(503);
      expect(turnedAway.headers['retry-after']).toMatch(/^\d+$/);
      expect(turnedAway.headers.connection).toBe('close');
      expect(JSON.parse(turnedAway.body)).toEqual({
        result: null,
        errors: [{ code: 'unavailable', description: 'errors.unavailable' }],
      });
      expect((await get(port, '/readyz')).status).toBe(503);
      // Liveness stays true: the process is finishing its work, not stuck.
      expect((await get(port, '/healthz')).status).toBe(200);
      expect(drained).toBe(false);

      release.resolve();
      const finished = await slow;
      expect(finished.status).toBe(200);
      expect(JSON.parse(finished.body)).toEqual({ result: 'done', errors: [] });
      await draining;
      expect(drained).toBe(true);
    } finally {
      release.resolve();
      await app.close();
    }
  });

  it('waits for a hijacked (streamed) answer to end, and for a client that went away', async () => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-drain-')) });
    const app = await buildApp({ config, database, logger: false, webDistDir: null });
    const entered = deferred();
    const release = deferred();
    app.get('/test/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('data: first\n\n');
      entered.resolve();
      await release.promise;
      reply.raw.end('data: last\n\n');
    });
    const abandoned = deferred();
    app.get('/test/abandoned', async () => {
      abandoned.resolve();
      await new Promise(() => undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const streamed = get(port, '/test/stream');
      await entered.promise;
      const gone = http.get({ host: '127.0.0.1', port, path: '/test/abandoned', agent: false });
      gone.on('error', () => undefined);
      await abandoned.promise;
      gone.destroy();

      let drained = false;
      const draining = app.drain().then(() => (drained = true));
      expect((await get(port, '/api/config')).status).toBe(503);
      expect(drained).toBe(false);
      release.resolve();
      expect((await streamed).body).toBe('data: first\n\ndata: last\n\n');
      await draining;
      expect(drained).toBe(true);
    } finally {
      release.resolve();
      await app.close();
    }
  });

  it('drains at once when nothing is in progress', async () => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-drain-')) });
    const app = await buildApp({ config, database, logger: false, webDistDir: null });
    await app.ready();
    try {
      await app.drain();
      expect(app.appState.draining).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
