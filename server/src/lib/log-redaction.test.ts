import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, serverLoggerOptions } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { createTestDatabase, TEST_ENV } from '../test/test-app';
import type { Database } from '../db/client';
import { serializeError } from './log-redaction';

const EMAIL = 'leaky.person@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A real failed query: the same e-mail inserted twice (unique violation), as Drizzle throws it. */
async function failedInsert(): Promise<unknown> {
  await database.db.insert(users).values({ email: EMAIL, passwordHash: HASH, firstName: 'Leaky', lastName: 'Person' });
  try {
    await database.db
      .insert(users)
      .values({ email: EMAIL, passwordHash: HASH, firstName: 'Leaky', lastName: 'Person' });
  } catch (error) {
    return error;
  }
  throw new Error('the second insert should have failed');
}

describe('log redaction', () => {
  it('keeps the query and the PostgreSQL code of a failed query but none of its values', async () => {
    const error = await failedInsert();
    expect(String((error as Error).message)).toContain(EMAIL); // what Drizzle puts in the message...
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(EMAIL); // ...is gone from the log line,
    expect(logged).not.toContain('c2FsdHNhbHRzYWx0');
    expect(logged).toContain('insert into \\"users\\"'); // while the statement and the cause's code stay.
    expect(logged).toContain('23505');
  });

  it('writes no e-mail, hash, token or password in any line of the server logger', async () => {
    const lines: string[] = [];
    const config = loadConfig({ ...TEST_ENV, LOG_LEVEL: 'info' });
    const app = await buildApp({
      config,
      database,
      logger: serverLoggerOptions('info', { write: (line) => void lines.push(line) }),
      webDistDir: null,
    });
    app.get('/api/boom', async () => {
      throw await failedInsert().catch((e: unknown) => e);
    });
    await app.ready();
    try {
      await database.db.delete(users);
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(EMAIL);
      app.log.info(
        { password: 'hunter2-password', user: { refreshToken: 'rt-secret-value', accessCode: '4821' } },
        'a careless line',
      );
      const all = lines.join('');
      expect(all).toContain('unhandled error');
      expect(all).toContain('a careless line');
      for (const secret of [EMAIL, 'c2FsdHNhbHRzYWx0', 'hunter2-password', 'rt-secret-value', '"4821"'])
        expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
