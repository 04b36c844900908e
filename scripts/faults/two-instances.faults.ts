/**
 * Two server processes on one PostgreSQL database and one shared data directory (the shared image
 * volume), behind a round-robin load balancer: sessions work on either instance, background jobs
 * run once, and rate limits count across both.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  Client,
  createGuide,
  createPostgresDatabase,
  FakeAi,
  FakeSmtp,
  jpeg,
  pgQuery,
  postgresUrl,
  removeTempDirs,
  RoundRobinProxy,
  ServerProcess,
  tempDir,
  waitFor,
} from './harness';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.warn('cleanup failed', error));
  removeTempDirs();
});

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.runIf(postgresUrl())('two instances on one PostgreSQL behind a round-robin balancer', () => {
  it('a session works on both, jobs run once, rate limits are shared', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const smtp = await FakeSmtp.start();
    const ai = await FakeAi.start();
    cleanups.push(
      () => smtp.close(),
      () => ai.close(),
    );
    const dataDir = tempDir('two');
    const env = {
      ...ai.env(),
      SMTP_URL: smtp.url,
      MESSAGE_DISPATCH_SECONDS: '1',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '6',
      TRUST_PROXY: 'loopback',
    };
    const a = await ServerProcess.start({ dataDir, databaseUrl: database.url, env, name: 'a' });
    cleanups.push(() => a.stop());
    const b = await ServerProcess.start({ dataDir, databaseUrl: database.url, env, name: 'b' });
    cleanups.push(() => b.stop());
    const balancer = await RoundRobinProxy.start([a.port, b.port]);
    cleanups.push(() => balancer.close());
    const password = a.demoPassword();

    // Signed in on A, the session works on B (and its refresh token too).
    const onA = new Client(a.url);
    const session = await onA.signIn('demo@guidebook.local', password);
    expect(session.status).toBe(200);
    const onB = new Client(b.url);
    onB.token = onA.token;
    expect((await onB.call('GET', '/api/property/user')).status).toBe(200);
    const refreshed = await onB.call<{ token: string }>('POST', '/api/auth/refreshtoken', {
      token: session.body.result.token,
      refreshToken: session.body.result.refreshToken,
    });
    expect(refreshed.status).toBe(200);

    // Through the balancer every request lands on the other instance than the one before: the bot
    // challenge comes from one instance and is redeemed on the other, the photo is stored by one and
    // served by the other.
    const host = new Client(balancer.url);
    expect((await host.signIn('demo@guidebook.local', password)).status).toBe(200);
    const uploaded = await host.upload((await createGuide(host, 'Casa Dos')).propertyId, [
      { name: 'shared.jpg', data: await jpeg(800, 600, 5), type: 'image/jpeg' },
    ]);
    expect(uploaded.status).toBe(200);
    const [property] = await host.ok<{ propertyId: number }[]>('GET', '/api/property/user');
    const library = await host.ok<{ items: { largeImagePath: string }[] }>(
      'GET',
      `/api/media/library/1/1/${property!.propertyId}`,
    );
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${balancer.url}/images/${library.items[0]!.largeImagePath}`)).status).toBe(200);
    expect(Math.min(...balancer.served)).toBeGreaterThanOrEqual(4);

    // Indexing: one run, executed once, though both instances poll the queue.
    await waitFor(
      'the automatic index after the save',
      async () => {
        const current = await host.ok<{ isIndexing: boolean; lastIndexDate: string | null }>(
          'GET',
          `/api/ai/property/${property!.propertyId}`,
        );
        return !current.isIndexing && current.lastIndexDate;
      },
      60_000,
      500,
    );
    ai.embedCalls = 0;
    await host.ok('GET', `/api/property/index/${property!.propertyId}/all`);
    const status = await waitFor(
      'the index run',
      async () => {
        const current = await host.ok<{
          isIndexing: boolean;
          passageCount: number;
          lastRun: { runId: string; status: string } | null;
        }>('GET', `/api/ai/property/${property!.propertyId}`);
        return !current.isIndexing && current.lastRun?.status === 'succeeded' ? current : null;
      },
      60_000,
      500,
    );
    const [run] = await pgQuery<{ executions: number; attempts: number }>(
      database.url,
      'select executions, attempts from ai_index_runs where id = $1',
      [status.lastRun!.runId],
    );
    expect(run).toEqual({ executions: 1, attempts: 1 });
    expect(ai.embedCalls).toBe(Math.ceil(status.passageCount / 64));

    // Guest messages: twelve due at once, both instances' workers dispatching; each goes out once.
    const guests = Array.from({ length: 12 }, (_, i) => `two-${i}@example.com`);
    for (const [i, email] of guests.entries()) {
      await host.ok('POST', '/api/stays', {
        propertyId: property!.propertyId,
        guestName: `Guest ${i}`,
        email,
        checkInDate: addDays(today(), 5),
        checkOutDate: addDays(today(), 7),
      });
    }
    const templates = await host.ok<{ templateId: number }[]>('GET', '/api/messages/templates');
    const booking = await host.ok<{ scheduleId: number }>('POST', '/api/messages/schedules', {
      templateId: templates[0]!.templateId,
      propertyId: property!.propertyId,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    // Applied to the guests booked before it, as the host does after seeing their number.
    await host.ok('POST', `/api/messages/schedules/${booking.scheduleId}/existing-stays`);
    await waitFor(
      'every message to be sent',
      async () =>
        (
          await host.ok<{ items: { status: string }[] }>(
            'GET',
            `/api/messages/log?propertyId=${property!.propertyId}&pageSize=50`,
          )
        ).items.filter((m) => m.status === 'sent').length === 12,
      120_000,
      500,
    );
    expect(guests.map((email) => smtp.countTo(email))).toEqual(guests.map(() => 1));
    const senders = await pgQuery<{ n: number }>(
      database.url,
      "select count(*)::int as n from guest_messages where property_id = $1 and status = 'sent'",
      [property!.propertyId],
    );
    expect(senders[0]!.n).toBe(12);

    // Sign-in attempts for one account alternate between the instances; the limit (6) counts them all.
    const attacker = new Client(balancer.url);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await attacker.signIn('demo@guidebook.local', 'not-the-password')).status);
    expect(statuses.slice(0, 6).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);

    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
  });
});
