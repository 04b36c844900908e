import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { S3Fake } from '../../test/s3-fake';
import { buildTestApp, createTestDatabase, TEST_ENV, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { imageKey, newImageId } from './image-storage';
import { imageStorageFor } from './image-storage-select';
import { assertSharedImageStore, checkImageStoreAtStart, ImageStoreMismatchError } from '../media/image-store-identity';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { Bucket } from './bucket';
import { ACCESS_KEY, SECRET, BUCKET, fake, useImagesBucket, storageWith } from './image-storage-s3.fixtures';

useImagesBucket();

describe('the image store shared by instances on one database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records the bucket as the store; every instance on the same bucket starts, a local directory is refused', async () => {
    const first = storageWith({}, 'identity/');
    const second = storageWith({}, 'identity/');
    await assertSharedImageStore(database.db, first);
    await expect(assertSharedImageStore(database.db, second)).resolves.toBeUndefined();
    expect(await first.storeId()).toBe(await second.storeId());
    const local = await assertSharedImageStore(
      database.db,
      path.join(mkdtempSync(path.join(tmpdir(), 'gb-store-')), 'images'),
    ).catch((e: unknown) => e);
    expect(local).toBeInstanceOf(ImageStoreMismatchError);
    const otherPrefix = await assertSharedImageStore(database.db, storageWith({}, 'elsewhere/')).catch(
      (e: unknown) => e,
    );
    expect(otherPrefix).toBeInstanceOf(ImageStoreMismatchError);
    expect((otherPrefix as Error).message).toMatch(/the same\s+IMAGE_STORAGE and S3_\* settings/);
    first.close();
    second.close();
  });

  it('stops the start with a clear message for wrong keys, and only warns while the bucket is unreachable', async () => {
    const wrong = await checkImageStoreAtStart(
      database.db,
      storageWith({ secretAccessKey: 'wrong' }, 'identity/'),
      'pglite',
    );
    expect(wrong.fatal).toMatch(/IMAGE_STORAGE=s3.*403 SignatureDoesNotMatch.*check S3_SECRET_ACCESS_KEY/s);
    expect(wrong.fatal).not.toContain('wrong');

    const gone = await S3Fake.start({
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      region: 'eu-west-1',
      buckets: [BUCKET],
    });
    const endpoint = gone.endpoint;
    await gone.stop();
    const unreachable = await checkImageStoreAtStart(database.db, storageWith({ endpoint }, 'identity/'), 'postgres');
    expect(unreachable.fatal).toBeUndefined();
    expect(unreachable.warning).toMatch(/did not answer.*Photos cannot be stored or shown until the bucket answers/s);

    expect(await checkImageStoreAtStart(database.db, storageWith({}, 'identity/'), 'postgres')).toEqual({});
  });
});

describe('the app with IMAGE_STORAGE=s3', () => {
  it('refuses to start without a bucket, or with one key but not the other, naming each', () => {
    const issues = (env: Record<string, string>) => {
      try {
        loadConfig({ ...TEST_ENV, IMAGE_STORAGE: 's3', ...env });
        return [];
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as ConfigError).issues.map((i) => i.variable).sort();
      }
    };
    expect(issues({})).toEqual(['S3_BUCKET']);
    expect(issues({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY })).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(issues({ S3_BUCKET: BUCKET, S3_SECRET_ACCESS_KEY: SECRET })).toEqual(['S3_ACCESS_KEY_ID']);
    expect(issues({ S3_BUCKET: BUCKET, S3_SESSION_TOKEN: 'token' })).toEqual(['S3_ACCESS_KEY_ID']);
    // No S3_* keys: the AWS SDK's credential chain (AWS_* variables, profiles, instance roles) provides them.
    expect(issues({ S3_BUCKET: BUCKET })).toEqual([]);
    const config = loadConfig({ ...TEST_ENV, ...fake.env(BUCKET) });
    expect(imageStorageFor(config).kind).toBe('s3');
    expect(imageStorageFor(config)).toBe(imageStorageFor(config));
  });

  it('serves images copied into the bucket by another tool (aws s3 sync) with their type from the key, as local files are', async () => {
    const t = await buildTestApp(fake.env(BUCKET, { S3_PREFIX: 'copied/' }));
    try {
      const client = new Bucket({
        endpoint: fake.endpoint,
        region: 'eu-west-1',
        bucket: BUCKET,
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET,
        forcePathStyle: true,
        timeoutMs: 5000,
      });
      const key = imageKey(newImageId(), 'l', 'jpg');
      const jpeg = await makeImage('jpeg');
      await client.putObject(`copied/${key}`, jpeg, { contentType: 'binary/octet-stream' });
      client.close();
      const res = await t.app.inject({ method: 'GET', url: `/images/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(jpeg)).toBe(true);
      // Ranges go to the bucket; one past the end is a 416 that says the size (RFC 9110 15.5.17).
      const part = await t.app.inject({ method: 'GET', url: `/images/${key}`, headers: { range: 'bytes=0-9' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-9/${jpeg.length}`);
      const beyond = await t.app.inject({
        method: 'GET',
        url: `/images/${key}`,
        headers: { range: `bytes=${jpeg.length + 10}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${jpeg.length}`);
    } finally {
      await t.close();
    }
  });

  describe.each([
    {
      name: 'a wrong secret',
      status: 503,
      env: () => fake.env(BUCKET, { S3_SECRET_ACCESS_KEY: 'wrong-secret-0123456789' }),
    },
    {
      name: 'an unreachable bucket',
      status: 503,
      env: () => ({ ...fake.env(BUCKET), S3_ENDPOINT: 'http://127.0.0.1:1' }),
    },
  ])('with $name', ({ status, env }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(env());
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers an upload 503 with Retry-After and the translated storage message, records nothing, and keeps serving', async () => {
      const host = await createHost(t);
      const propertyId = (
        await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })
      ).json().result.propertyId as number;
      const { payload, headers } = await multipartBody([
        { name: 'photo.jpg', data: await makeImage('jpeg'), type: 'image/jpeg' },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/media/library/1/${propertyId}`,
        headers: { ...host.headers, ...headers },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({
        result: null,
        errors: [{ code: 'unavailable', description: 'errors.storageUnavailable' }],
      });
      const library = await t.app.inject({
        method: 'GET',
        url: `/api/media/library/1/1/${propertyId}`,
        headers: host.headers,
      });
      expect(library.statusCode).toBe(200);
      expect(library.json().result.items).toEqual([]);
    });

    it('answers an image request 503 in the JSON wrapper instead of failing the process', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/images/${imageKey(newImageId(), 's', 'webp')}` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({
        result: null,
        errors: [{ code: 'unavailable', description: 'errors.storageUnavailable' }],
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });
});
