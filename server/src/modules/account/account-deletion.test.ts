import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { S3Fake } from '../../test/s3-fake';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { imagesDir } from '../media/media.routes';
import { createHost, type TestHost } from '../property/property.fixtures';
import { filesDir } from '../videos/stored-files';
import { ACCOUNT_FILES_QUEUE } from './account-files.jobs';
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
  // The removal was also enqueued, in the deletion's transaction, with every key.
  const jobs = (await t.database.db.execute(
    sql`select data from pgboss.job where name = ${ACCOUNT_FILES_QUEUE}`,
  )) as unknown as { rows: { data: { images: string[]; files: string[] } }[] };
  const job = jobs.rows.find((row) => row.data.images.includes(gone.photo.smallImagePath));
  expect(job?.data.images.sort()).toEqual([gone.photo.smallImagePath, gone.photo.largeImagePath].sort());
  expect(job?.data.files.map((key) => `/files/${key}`).sort()).toEqual([gone.urls[2], gone.urls[3]].sort());
  return job!.data;
}

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
    const job = await deleteAndCheck(t, admin, gone, kept);
    for (const url of gone.urls) expect(existsSync(onDisk(url)), url).toBe(false);
    for (const url of kept.urls) expect(existsSync(onDisk(url)), url).toBe(true);
    // Running the job again (a retry after a crash) changes nothing and does not fail.
    await expect(t.app.account.removeFiles(job)).resolves.toBeUndefined();
  });

  it('enqueues the removal in the deletion transaction: a deletion that fails leaves the user and no job', async () => {
    const host = await createHost(t, { firstName: 'Stays' });
    const count = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${ACCOUNT_FILES_QUEUE}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    const repo = new AccountRepository(t.database.db);
    await expect(
      repo.deleteAccount(host.userId, async (files, db) => {
        await t.app.jobs.instance!.send(ACCOUNT_FILES_QUEUE, files, { db });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await count()).toBe(before);
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
