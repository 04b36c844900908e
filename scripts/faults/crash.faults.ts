/**
 * kill -9 of the server process in the middle of work, on PGlite and on PostgreSQL:
 * - an upload (body half received), an indexing run (embedding call held open by the fake provider)
 *   and a batch of guest messages (the fourth mail held open by the fake mail server), all at once;
 *   after a restart: no partial image file, indexing finishes (isIndexing false), every message
 *   goes out once except the one that was on the wire, which is left "in doubt" and never resent;
 * - PGlite only: a kill in the middle of a stream of writes loses none that was acknowledged.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createGuide,
  FakeAi,
  FakeSmtp,
  jpeg,
  postgresUrl,
  removeTempDirs,
  ServerProcess,
  startPartialUpload,
  startSignedIn,
  tempDir,
  waitFor,
} from './harness';

const kinds = postgresUrl() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
if (!postgresUrl()) console.warn('TEST_DATABASE_URL is not set: the PostgreSQL fault cases are skipped');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.warn('cleanup failed', error));
  removeTempDirs();
});

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every file under the image directory, relative to it. */
function imageFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = path.join(sub, name);
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('');
  return out.filter((name) => name !== '.image-store-id');
}

interface AiStatus {
  isIndexing: boolean;
  lastIndexDate: string | null;
  lastRun: { status: string; finishedDate: string | null } | null;
}
interface LoggedMessage {
  messageId: number;
  status: string;
  to: string | null;
}

// The cases run side by side: most of their time is spent waiting for recovery, not computing.
describe.concurrent('kill -9 of the server process', () => {
  it.each(kinds)(
    'on %s during an upload, an indexing run and a batch of guest messages: after a restart no partial image, indexing completes, no message lost or sent twice',
    async (kind) => {
      const smtp = await FakeSmtp.start();
      const ai = await FakeAi.start();
      cleanups.push(
        () => smtp.close(),
        () => ai.close(),
      );
      const dataDir = tempDir(`crash-${kind}`);
      const {
        server: first,
        host,
        options,
      } = await startSignedIn(
        kind,
        { dataDir, env: { ...ai.env(), SMTP_URL: smtp.url, MESSAGE_DISPATCH_SECONDS: '1' } },
        cleanups,
      );
      const property = await createGuide(host, 'Casa Crash');
      const uploaded = await host.upload(property.propertyId, [
        { name: 'kept.jpg', data: await jpeg(800, 600, 1), type: 'image/jpeg' },
      ]);
      expect(uploaded.status).toBe(200);
      // The save started an automatic re-index: let it land so the run below is the only one.
      await waitFor('the first index', async () => {
        const status = await host.ok<AiStatus>('GET', `/api/ai/property/${property.propertyId}`);
        return !status.isIndexing && status.lastIndexDate;
      });

      // Eight guests, then a "at booking" schedule: eight messages due now, sent one by one.
      const guests = Array.from({ length: 8 }, (_, i) => `guest-${kind}-${i}@example.com`);
      for (const [i, email] of guests.entries()) {
        await host.ok('POST', '/api/stays', {
          propertyId: property.propertyId,
          guestName: `Guest ${i}`,
          email,
          checkInDate: addDays(today(), 5),
          checkOutDate: addDays(today(), 7),
        });
      }
      const templates = await host.ok<{ templateId: number }[]>('GET', '/api/messages/templates');
      const heldMail = smtp.holdAfter(3);
      const booking = await host.ok<{ scheduleId: number }>('POST', '/api/messages/schedules', {
        templateId: templates[0]!.templateId,
        propertyId: property.propertyId,
        anchor: 'booking',
        offsetDays: 0,
        localTime: '10:00',
        channel: 'email',
      });
      // Applied to the guests booked before it, as the host does after seeing their number.
      await host.ok('POST', `/api/messages/schedules/${booking.scheduleId}/existing-stays`);
      await heldMail;

      const heldEmbedding = ai.hold();
      await host.ok('GET', `/api/property/index/${property.propertyId}/all`);
      await heldEmbedding;
      expect((await host.ok<AiStatus>('GET', `/api/ai/property/${property.propertyId}`)).isIndexing).toBe(true);

      const upload = await startPartialUpload(first.url, host.token!, property.propertyId, await jpeg(1600, 1200, 2));
      const filesBefore = imageFiles(path.join(dataDir, 'images'));

      await first.kill9();
      const killedAt = Date.now();
      expect(await upload.response).toBeInstanceOf(Error);
      expect(smtp.mails).toHaveLength(3);
      ai.release();
      smtp.release();

      const second = await ServerProcess.start(options);
      cleanups.push(() => second.stop());
      host.base = second.url;

      // Indexing: the interrupted run is taken up again and finishes; nothing stays "indexing".
      const status = await waitFor(
        'the interrupted index run to finish',
        async () => {
          const current = await host.ok<AiStatus>('GET', `/api/ai/property/${property.propertyId}`);
          return !current.isIndexing && current.lastIndexDate && Date.parse(current.lastIndexDate) > killedAt - 1000
            ? current
            : null;
        },
        120_000,
        1000,
      );
      expect(status.lastRun?.status).toBe('succeeded');

      // Messages: all but the one on the wire go out, each exactly once; that one is not resent.
      const log = await waitFor(
        'the remaining messages to be sent',
        async () => {
          const page = await host.ok<{ items: LoggedMessage[] }>(
            'GET',
            `/api/messages/log?propertyId=${property.propertyId}&pageSize=50`,
          );
          return page.items.filter((m) => m.status === 'scheduled').length === 0 &&
            page.items.filter((m) => m.status === 'sent').length === 7
            ? page.items
            : null;
        },
        120_000,
        1000,
      );
      expect(log).toHaveLength(8);
      for (const message of log) {
        const received = smtp.countTo(message.to!);
        if (message.status === 'sent') expect(received, message.to!).toBe(1);
        else expect({ status: message.status, received }).toEqual({ status: 'sending', received: 0 });
      }
      expect(smtp.mails).toHaveLength(7);

      // Images: the half-received upload left nothing; every file on disk is a whole image of the library.
      const files = imageFiles(path.join(dataDir, 'images'));
      expect(files.sort()).toEqual(filesBefore.sort());
      const library = await host.ok<{ items: { smallImagePath: string; largeImagePath: string }[] }>(
        'GET',
        `/api/media/library/1/1/${property.propertyId}`,
      );
      expect(library.items.flatMap((item) => [item.smallImagePath, item.largeImagePath]).sort()).toEqual(files.sort());
      for (const file of files) await expect(sharp(path.join(dataDir, 'images', file)).stats()).resolves.toBeTruthy();
      // And uploads work again.
      expect(
        (
          await host.upload(property.propertyId, [
            { name: 'after.jpg', data: await jpeg(640, 480, 3), type: 'image/jpeg' },
          ])
        ).status,
      ).toBe(200);

      expect(await second.stop()).toBe(0);
    },
  );

  it('on pglite in the middle of writes: the data dir reopens with every acknowledged change', async () => {
    const {
      server: first,
      host,
      options,
    } = await startSignedIn(
      'pglite',
      { dataDir: tempDir('durability'), env: { MESSAGE_DISPATCH_SECONDS: '0' } },
      cleanups,
    );
    const property = await createGuide(host, 'Casa Durable');

    // Four writers add stays as fast as the server acknowledges them; the kill lands among them.
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const name = `Guest ${++n}`;
        const answer = await host
          .call('POST', '/api/stays', {
            propertyId: property.propertyId,
            guestName: name,
            checkInDate: addDays(today(), 3),
            checkOutDate: addDays(today(), 4),
          })
          .catch(() => null);
        if (answer?.status === 200) acknowledged.push(name);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await waitFor('40 acknowledged writes', () => acknowledged.length >= 40, 120_000, 20);
    await first.kill9();
    stop = true;
    await Promise.all(writers);

    const second = await ServerProcess.start(options);
    cleanups.push(() => second.stop());
    host.base = second.url;
    const names = new Set<string>();
    for (let page = 1; ; page++) {
      const stays = await host.ok<{ items: { guestName: string }[]; totalCount: number }>(
        'GET',
        `/api/stays?propertyId=${property.propertyId}&pageSize=50&page=${page}`,
      );
      for (const stay of stays.items) names.add(stay.guestName);
      if (stays.items.length < 50) break;
    }
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    // And it takes writes again.
    expect(
      (
        await host.call('POST', '/api/stays', {
          propertyId: property.propertyId,
          guestName: 'After the crash',
          checkInDate: addDays(today(), 3),
          checkOutDate: addDays(today(), 4),
        })
      ).status,
    ).toBe(200);
    expect(await second.stop()).toBe(0);
  });
});
