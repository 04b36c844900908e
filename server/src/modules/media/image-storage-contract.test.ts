import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { media, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import {
  type ConfiguredImageStorage,
  imageKey,
  imageStorageFor,
  imagesDir,
  type LocalImageStorage,
  newImageId,
} from '../storage';
import sharp from 'sharp';
import type { MediaLibraryItem } from '@common/contracts/media';
import { S3Fake } from '../../test/s3-fake';
import { sweepImageStore } from './image-sweeper';
import { MediaRepository } from './media.repository';
import { makeImage, multipartBody } from './media.fixtures';
import { filesUnder } from './image-files.fixtures';

// ---------------------------------------------------------------------------------------------
// The storage contract: the same cases on local files and on an S3-compatible bucket (a fake S3
// server on 127.0.0.1 that checks every request's Signature Version 4).

interface Backend {
  name: string;
  /** Settings that select this backend in the app. */
  env: () => Record<string, string>;
  /** Sets a stored image's modification time (the sweep removes old orphans only). */
  age: (storage: ConfiguredImageStorage, key: string, at: Date) => void;
  /** Every image key the backend holds. */
  keys: (storage: ConfiguredImageStorage) => string[];
}

let fake: S3Fake;
const BUCKET = 'guidebook-contract';
beforeAll(async () => {
  fake = await S3Fake.start({
    accessKeyId: 'AKIACONTRACT',
    secretAccessKey: 'contract-secret-key/0123456789+abcdefghij',
    buckets: [BUCKET],
  });
});
afterAll(async () => {
  await fake?.stop();
});

const backends: Backend[] = [
  {
    name: 'local files',
    env: () => ({ IMAGE_STORAGE: 'local' }),
    age: (storage, key, at) => utimesSync(path.join((storage as LocalImageStorage).root, key), at, at),
    keys: (storage) => filesUnder((storage as LocalImageStorage).root).filter((k) => !k.startsWith('.')),
  },
  {
    name: 'an S3-compatible bucket',
    env: () => fake.env(BUCKET),
    age: (_storage, key, at) => fake.touch(BUCKET, key, at),
    keys: () => fake.keys(BUCKET).filter((k) => !k.startsWith('.')),
  },
];

describe.each(backends)('ImageStorage contract on $name', (backend) => {
  let t: TestApp;
  let storage: ConfiguredImageStorage;
  let host: TestHost;
  let propertyId: number;
  const webp = async () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
      .webp()
      .toBuffer();

  beforeAll(async () => {
    t = await buildTestApp(backend.env());
    storage = imageStorageFor(t.config);
    host = await createHost(t);
    propertyId = (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json()
      .result.propertyId as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the configured backend', () => {
    expect(storage.kind).toBe(backend.name === 'local files' ? 'local' : 's3');
  });

  it('stores, tells whether a key exists, and deletes (a missing key too)', async () => {
    const key = imageKey(newImageId(), 's', 'webp');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, await webp(), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect(backend.keys(storage)).toContain(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(imageKey(newImageId(), 'l', 'webp'))).resolves.toBeUndefined();
  });

  it('refuses keys outside the image key space', async () => {
    for (const key of ['../pglite/PG_VERSION', 'Ab/../../etc/passwd', '.image-store-id', 'README.txt']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid image key/);
    }
  });

  it('serves a stored image at {imageBaseUrl}{key} with the immutable caching headers, ranges and revalidation', async () => {
    const data = await webp();
    const key = imageKey(newImageId(), 'l', 'webp');
    await storage.put(key, data, 'image/webp');
    const url = `/images/${key}`;

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['etag']).toMatch(/^(W\/)?".+"$/);
    expect(Number.isNaN(Date.parse(String(res.headers['last-modified'])))).toBe(false);

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${data.length}`);
    expect(part.rawPayload.equals(data.subarray(0, 10))).toBe(true);

    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${data.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-type'] ?? '').not.toContain('image/');

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(data.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('feeds the server-side image work (the guest page cover rendition) from the same store', async () => {
    const key = imageKey(newImageId(), 'l', 'webp');
    await storage.put(
      key,
      await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#aa6633' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const res = await t.app.inject({ method: 'GET', url: `/guest/img/800/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });

  it('answers the JSON 404 for a missing image and for anything that is not an image key', async () => {
    for (const url of [
      `/images/${imageKey(newImageId(), 's', 'webp')}`,
      '/images/',
      '/images/Ab/',
      '/images/.image-store-id',
      '/images/../pglite/PG_VERSION',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toContain('image/');
    }
    const missing = await t.app.inject({ method: 'GET', url: `/images/${imageKey(newImageId(), 's', 'webp')}` });
    expect(missing.json()).toMatchObject({ result: null, errors: [{ code: 'not_found' }] });
  });

  it('takes an upload through the API, serves both variants through the app, and deletes them with the library item', async () => {
    const { payload, headers } = await multipartBody([
      { name: 'photo.jpg', data: await makeImage('jpeg', 120, 90), type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/media/library/1/${propertyId}`,
      headers: { ...host.headers, ...headers },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result.items[0] as MediaLibraryItem;
    for (const key of [item.smallImagePath, item.largeImagePath]) {
      expect(await storage.exists(key)).toBe(true);
      const image = await t.app.inject({ method: 'GET', url: `/images/${key}` });
      expect(image.statusCode).toBe(200);
      const format = (await sharp(image.rawPayload).metadata()).format;
      expect(image.headers['content-type']).toBe(`image/${format}`);
    }
    // Only the configured backend holds the files.
    if (storage.kind === 's3') expect(filesUnder(imagesDir(t.config)).filter((k) => !k.startsWith('.'))).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/library/${item.mediaId}/1`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storage.exists(item.smallImagePath)).toBe(false);
    expect(await storage.exists(item.largeImagePath)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/images/${item.largeImagePath}` })).statusCode).toBe(404);
  });

  it("removes a user's photos from the store when an admin deletes the user", async () => {
    const admin = await createHost(t, { firstName: 'Adam' });
    await t.database.db
      .update(users)
      .set({ roles: ['Admin'] })
      .where(eq(users.id, admin.userId));
    const leaving = await createHost(t, { firstName: 'Gone' });
    const property = (
      await t.app.inject({ method: 'POST', url: '/api/property/user', headers: leaving.headers })
    ).json().result.propertyId as number;
    const { payload, headers } = await multipartBody([
      { name: 'photo.jpg', data: await makeImage('jpeg'), type: 'image/jpeg' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/media/library/1/${property}`,
      headers: { ...leaving.headers, ...headers },
      payload,
    });
    const item = upload.json().result.items[0] as MediaLibraryItem;
    expect(await storage.exists(item.largeImagePath)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaving.userId}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storage.exists(item.smallImagePath)).toBe(false);
    expect(await storage.exists(item.largeImagePath)).toBe(false);
  });

  it('sweeps old images no library row points at, and keeps referenced, recent and foreign ones', async () => {
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const [kept, orphan, uploading] = [newImageId(), newImageId(), newImageId()];
    const data = await webp();
    await t.database.db.insert(media).values({
      propertyId,
      mediaSourceId: 1,
      smallPath: imageKey(kept, 's', 'webp'),
      largePath: imageKey(kept, 'l', 'webp'),
      width: 1,
      height: 1,
      smallWidth: 1,
      smallHeight: 1,
      storedBytes: 2,
    });
    for (const key of [
      imageKey(kept, 's', 'webp'),
      imageKey(kept, 'l', 'webp'),
      imageKey(orphan, 's', 'webp'),
      imageKey(orphan, 'l', 'webp'),
    ]) {
      await storage.put(key, data, 'image/webp');
      backend.age(storage, key, old);
    }
    await storage.put(imageKey(uploading, 's', 'webp'), data, 'image/webp');
    const before = backend.keys(storage);

    const repo = new MediaRepository(t.database.db);
    const result = await sweepImageStore(storage, (keys) => repo.referencedKeys(keys));

    expect(result.orphans).toBeGreaterThanOrEqual(2);
    expect(result.failed).toBe(0);
    const after = backend.keys(storage);
    expect(after).toEqual(
      expect.arrayContaining([
        imageKey(kept, 's', 'webp'),
        imageKey(kept, 'l', 'webp'),
        imageKey(uploading, 's', 'webp'),
      ]),
    );
    expect(after).not.toContain(imageKey(orphan, 's', 'webp'));
    expect(after).not.toContain(imageKey(orphan, 'l', 'webp'));
    // Nothing else that was there (recent images of the other cases) went away.
    expect(before.filter((k) => !after.includes(k)).sort()).toEqual(
      [imageKey(orphan, 's', 'webp'), imageKey(orphan, 'l', 'webp')].sort(),
    );
  });
});
