import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeEvents, mailOutbox, users } from '../../db/schema';
import { S3Fake } from '../../test/s3-fake';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { filesDir, imagesDir } from '../storage';
import { makeAdmin, seedAccount, type SeededAccount } from './account.fixtures';
import { AccountRepository } from './account.repository';

const status = async (t: TestApp, url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const statuses = (t: TestApp, urls: string[]) => Promise.all(urls.map((url) => status(t, url)));
const mailsTo = async (t: TestApp, email: string) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
  ).length;

/** The admin deletes the account; its files and kept mail go, another host's stay. */
async function deleteAndCheck(t: TestApp, admin: TestHost, gone: SeededAccount, kept: SeededAccount) {
  expect(await statuses(t, gone.urls)).toEqual([200, 200, 200, 200]);
  expect(await mailsTo(t, gone.host.email)).toBe(1);
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${gone.host.userId}`,
    headers: admin.headers,
  });
  expect(res.json()).toEqual({ result: { userId: gone.host.userId }, errors: [] });
  expect(await statuses(t, gone.urls)).toEqual([404, 404, 404, 404]);
  expect(await mailsTo(t, gone.host.email)).toBe(0);
  expect(await statuses(t, kept.urls)).toEqual([200, 200, 200, 200]);
  expect(await mailsTo(t, kept.host.email)).toBe(1);
  // The event was handled and left nothing waiting.
  expect(await t.database.db.select().from(changeEvents)).toEqual([]);
}

/** The keys of a seeded account's files, as the event carries them. */
const keysOf = (account: SeededAccount) => ({
  userId: account.host.userId,
  images: account.urls.filter((u) => u.startsWith('/images/')).map((u) => u.slice('/images/'.length)),
  files: account.urls.filter((u) => u.startsWith('/files/')).map((u) => u.slice('/files/'.length)),
});

describe('deleting an account, files on local disk', () => {
  let t: TestApp;
  let admin: TestHost;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createHost(t, { firstName: 'Admin' });
    await makeAdmin(t, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('removes photos, videos and manuals (404 at once, gone from disk) and the mail kept for the host', async () => {
    const gone = await seedAccount(t, { firstName: 'Gone' });
    const kept = await seedAccount(t, { firstName: 'Kept' });
    const onDisk = (url: string) =>
      url.startsWith('/images/')
        ? path.join(imagesDir(t.config), url.slice('/images/'.length))
        : path.join(filesDir(t.config), url.slice('/files/'.length));
    for (const url of gone.urls) expect(existsSync(onDisk(url)), url).toBe(true);
    await deleteAndCheck(t, admin, gone, kept);
    for (const url of gone.urls) expect(existsSync(onDisk(url)), url).toBe(false);
    for (const url of kept.urls) expect(existsSync(onDisk(url)), url).toBe(true);
    // The same event delivered again (at least once) changes nothing and does not fail.
    await t.app.events.transaction((tx) => t.app.events.emit(tx, { type: 'account.deleted', ...keysOf(gone) }));
    expect(await t.database.db.select().from(changeEvents)).toEqual([]);
  });

  it('removes the files when the process stopped between the commit and the removal', async () => {
    const gone = await seedAccount(t, { firstName: 'Crashed' });
    // The deletion committed with its event, and nothing delivered it (as after a crash at that point).
    await t.database.db.transaction(async (tx) => {
      await new AccountRepository(tx as never).deleteAccount(gone.host.userId);
      await t.app.events.emit(tx as never, { type: 'account.deleted', ...keysOf(gone) });
    });
    expect((await t.database.db.select().from(changeEvents)).map((e) => e.type)).toEqual(['account.deleted']);
    expect(await statuses(t, gone.urls)).toEqual([200, 200, 200, 200]);
    // Any instance's next pass (every 5 s, and at start-up) delivers it.
    await t.app.events.drain();
    expect(await statuses(t, gone.urls)).toEqual([404, 404, 404, 404]);
    expect(await t.database.db.select().from(changeEvents)).toEqual([]);
  });

  it('writes the event in the deletion transaction: a deletion that fails leaves the user and no event', async () => {
    const host = await createHost(t, { firstName: 'Stays' });
    await expect(
      t.app.events.transaction(async (tx) => {
        await new AccountRepository(tx).deleteAccount(host.userId);
        await t.app.events.emit(tx, { type: 'account.deleted', userId: host.userId, images: [], files: [] });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await t.database.db.select().from(changeEvents)).toEqual([]);
    expect((await t.database.db.select().from(users).where(eq(users.id, host.userId))).length).toBe(1);
  });

  it('answers 404 for a user that does not exist and deletes nothing', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('deleting an account, files in the bucket (IMAGE_STORAGE=s3)', () => {
  const BUCKET = 'guidebook-deletion';
  let fake: S3Fake;
  let t: TestApp;
  let admin: TestHost;
  beforeAll(async () => {
    fake = await S3Fake.start({
      accessKeyId: 'AKIATESTDELETE',
      secretAccessKey: 'test-secret/delete+0123456789',
      region: 'eu-west-1',
      buckets: [BUCKET],
    });
    t = await buildTestApp(fake.env(BUCKET, { S3_PREFIX: 'gb/' }));
    admin = await createHost(t, { firstName: 'Admin' });
    await makeAdmin(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('removes the objects of photos, videos and manuals and answers 404 for them', async () => {
    const gone = await seedAccount(t, { firstName: 'Gone' });
    const kept = await seedAccount(t, { firstName: 'Kept' });
    const objectOf = (url: string) =>
      url.startsWith('/images/') ? `gb/${url.slice('/images/'.length)}` : `gb/files/${url.slice('/files/'.length)}`;
    const keys = () => fake.keys(BUCKET);
    for (const url of gone.urls) expect(keys(), url).toContain(objectOf(url));
    await deleteAndCheck(t, admin, gone, kept);
    for (const url of gone.urls) expect(keys(), url).not.toContain(objectOf(url));
    for (const url of kept.urls) expect(keys(), url).toContain(objectOf(url));
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, gone.host.email))).toEqual([]);
  });
});
