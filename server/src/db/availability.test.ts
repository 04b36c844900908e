import { DrizzleQueryError } from 'drizzle-orm/errors';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import {
  backoffDelay,
  databaseErrorSummary,
  isDatabaseUnavailable,
  retryWhileUnavailable,
  tolerateDatabaseOutages,
} from './availability';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'terminated by an administrator (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection failure (class 08)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a server that stopped answering', new Error('Query read timeout')],
    ['drizzle wrapping the driver error', new DrizzleQueryError('select 1', [], withCode('57P01'))],
    [
      'a refused dual-stack connect',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {}),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a wrong password (waiting will not help)', withCode('28P01')],
    ['an unknown database', withCode('3D000')],
    ['a full disk (the database answers; reads still work)', withCode('53100')],
    ['a read-only transaction', withCode('25006')],
    ['a bug', new TypeError('x is undefined')],
    ['another service being down (fetch)', new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') })],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('logs the driver error, not the wrapper that repeats the SQL and its parameters', () => {
    const wrapped = new DrizzleQueryError(
      'select * from users where email = $1',
      ['ana@example.com'],
      withCode('57P01', 'terminating connection due to administrator command'),
    );
    expect(wrapped.message).toContain('ana@example.com');
    expect(databaseErrorSummary(wrapped)).toEqual({
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
  });

  it('is true for a closed PGlite', async () => {
    const pglite = await openPglite(undefined);
    await pglite.close();
    const error = await pglite.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('retryWhileUnavailable (a server starting while its database is down)', () => {
  it('waits with doubling, capped delays, logging each attempt, until the database answers', async () => {
    const waits: number[] = [];
    const logged: number[] = [];
    let calls = 0;
    const result = await retryWhileUnavailable(
      async () => {
        calls += 1;
        if (calls <= 5) throw withCode('ECONNREFUSED');
        return 'open';
      },
      {
        initialDelayMs: 500,
        maxDelayMs: 4000,
        giveUpAfterMs: 60_000,
        onRetry: ({ attempt }) => logged.push(attempt),
        sleep: async (ms) => void waits.push(ms),
      },
    );
    expect(result).toBe('open');
    expect(waits).toEqual([500, 1000, 2000, 4000, 4000]);
    expect(logged).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not wait for an error that waiting cannot fix', async () => {
    const waits: number[] = [];
    await expect(
      retryWhileUnavailable(async () => Promise.reject(withCode('28P01', 'password authentication failed')), {
        initialDelayMs: 500,
        maxDelayMs: 4000,
        giveUpAfterMs: 60_000,
        onRetry: () => undefined,
        sleep: async (ms) => void waits.push(ms),
      }),
    ).rejects.toMatchObject({ code: '28P01' });
    expect(waits).toEqual([]);
  });

  it('gives up with the last error once the waits would pass the limit (0: at once)', async () => {
    const waits: number[] = [];
    const down = async () => Promise.reject(withCode('57P03'));
    const options = {
      initialDelayMs: 500,
      maxDelayMs: 30_000,
      onRetry: () => undefined,
      sleep: async (ms: number) => void waits.push(ms),
    };
    await expect(retryWhileUnavailable(down, { ...options, giveUpAfterMs: 0 })).rejects.toMatchObject({
      code: '57P03',
    });
    expect(waits).toEqual([]);
    await expect(retryWhileUnavailable(down, { ...options, giveUpAfterMs: 2000 })).rejects.toMatchObject({
      code: '57P03',
    });
    expect(waits).toEqual([500, 1000]);
  });

  it('backoffDelay doubles from the first wait and stays at the cap', () => {
    expect([1, 2, 3, 7, 60].map((n) => backoffDelay(n, 500, 30_000))).toEqual([500, 1000, 2000, 30_000, 30_000]);
  });
});

describe('tolerateDatabaseOutages (process-wide unhandledRejection listener)', () => {
  it('logs a rejection caused by an unreachable database and rethrows anything else', () => {
    const logged: object[] = [];
    const listener = tolerateDatabaseOutages({ warn: (details) => logged.push(details) });
    expect(() =>
      listener(
        new DrizzleQueryError(
          'update job set state = $1',
          ['completed'],
          new Error('Connection terminated unexpectedly'),
        ),
      ),
    ).not.toThrow();
    expect(logged).toEqual([{ err: { message: 'Connection terminated unexpectedly' } }]);
    const bug = new TypeError('x is undefined');
    expect(() => listener(bug)).toThrow(bug);
  });

  it('keeps a real process alive through a fire-and-forget query that fails, and still ends it for a bug', () => {
    const module = fileURLToPath(new URL('./availability.ts', import.meta.url));
    const run = (reason: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { tolerateDatabaseOutages } from ${JSON.stringify(module)};
           process.on('unhandledRejection', tolerateDatabaseOutages({ warn: () => console.log('tolerated') }));
           Promise.reject(${reason});
           setImmediate(() => setImmediate(() => console.log('still running')));`,
        ],
        { encoding: 'utf8' },
      );
    const outage = run(`Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })`);
    expect(outage.status).toBe(0);
    expect(outage.stdout).toBe('tolerated\nstill running\n');
    const bug = run(`new TypeError('x is undefined')`);
    expect(bug.status).not.toBe(0);
    expect(bug.stdout).not.toContain('still running');
  });
});
