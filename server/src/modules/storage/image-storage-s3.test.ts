import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer, type LookupFunction, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { serializeError } from '../../lib/log-redaction';
import { S3Fake } from '../../test/s3-fake';
import { buildTestApp, createTestDatabase, TEST_ENV, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { ImageStorageError, imageKey, newImageId } from './image-storage';
import { S3ImageStorage } from './image-storage-s3';
import { imageStorageFor } from './image-storage-select';
import { assertSharedImageStore, checkImageStoreAtStart, ImageStoreMismatchError } from '../media/image-store-identity';
import { sweepImageBucket } from '../media/image-sweeper';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { Bucket, S3RequestError, S3UnreachableError } from './bucket';

const ACCESS_KEY = 'AKIATESTIMAGES';
const SECRET = 'test-secret/wJalrXUtnFEMI+K7MDENG0123456789';
const BUCKET = 'guidebook-images';

let fake: S3Fake;
beforeAll(async () => {
  fake = await S3Fake.start({
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    region: 'eu-west-1',
    buckets: [BUCKET, 'other-bucket'],
  });
});
afterAll(async () => {
  await fake?.stop();
});

const storageWith = (overrides: Partial<ConstructorParameters<typeof S3ImageStorage>[0]> = {}, prefix = '') =>
  new S3ImageStorage(
    {
      endpoint: fake.endpoint,
      region: 'eu-west-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      forcePathStyle: true,
      timeoutMs: 5000,
      ...overrides,
    },
    prefix,
  );

describe('signed requests', () => {
  it('is checked by the fake server: a request signed with another secret is refused with S3 SignatureDoesNotMatch', async () => {
    const client = new Bucket({
      endpoint: fake.endpoint,
      region: 'eu-west-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: `${SECRET}x`,
      forcePathStyle: true,
      timeoutMs: 5000,
    });
    const error = await client.size(imageKey(newImageId(), 's', 'webp')).catch((e: unknown) => e);
    client.close();
    // HEAD answers carry no XML, so the code is only the status; GET carries S3's error document.
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as S3RequestError).statusCode).toBe(403);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'HEAD', status: 403, code: 'SignatureDoesNotMatch' });
  });
});

describe('S3ImageStorage', () => {
  it('stores images whole with their content type and the immutable Cache-Control, so a bucket served directly answers like the app', async () => {
    const storage = storageWith();
    const key = imageKey(newImageId(), 'l', 'webp');
    const data = Buffer.from('a small image body');
    await storage.put(key, data, 'image/webp');
    const object = fake.buckets.get(BUCKET)!.get(key)!;
    expect(object.data.equals(data)).toBe(true);
    expect(object.contentType).toBe('image/webp');
    expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
    storage.close();
  });

  it('addresses the bucket virtual-hosted style ({bucket}.{endpoint host}/{key}) unless path style is forced', async () => {
    // {bucket}.localhost resolved to the fake, as DNS resolves {bucket}.s3.{region}.amazonaws.com.
    const lookup = ((
      _host: string,
      options: unknown,
      callback: (e: null, address: string | { address: string; family: number }[], family?: number) => void,
    ) =>
      typeof options === 'object' && options !== null && (options as { all?: boolean }).all
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : callback(null, '127.0.0.1', 4)) as unknown as LookupFunction;
    const storage = storageWith({ endpoint: `http://localhost:${fake.port}`, forcePathStyle: false, lookup });
    const key = imageKey(newImageId(), 's', 'webp');
    await storage.put(key, Buffer.from('virtual'), 'image/webp');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/${key}`, status: 200 });
    expect(fake.buckets.get(BUCKET)!.get(key)!.data.toString()).toBe('virtual');
    expect(await storage.exists(key)).toBe(true);
    const listed = [];
    for await (const page of storage.images()) listed.push(...page.map((o) => o.key));
    expect(listed).toContain(key);
    await storage.delete(key);
    expect(fake.keys(BUCKET)).not.toContain(key);
    storage.close();
  });

  it('keeps its objects under S3_PREFIX and leaves the rest of the bucket alone', async () => {
    const storage = storageWith({}, 'guidebook/images/');
    const key = imageKey(newImageId(), 's', 'webp');
    await storage.put(key, Buffer.from('x'), 'image/webp');
    expect(fake.keys(BUCKET)).toContain(`guidebook/images/${key}`);
    expect(await storage.exists(key)).toBe(true);
    const listed = [];
    for await (const page of storage.images()) listed.push(...page.map((o) => o.key));
    expect(listed).toEqual([key]);
    await storage.delete(key);
    expect(fake.keys(BUCKET)).not.toContain(`guidebook/images/${key}`);
    storage.close();
  });

  it('with a wrong secret, refuses the write with a clear error that never contains the secret', async () => {
    const storage = storageWith({ secretAccessKey: 'not-the-secret' });
    const error = await storage
      .put(imageKey(newImageId(), 's', 'webp'), Buffer.from('x'), 'image/webp')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageStorageError);
    expect((error as ImageStorageError).kind).toBe('unwritable');
    const cause = (error as ImageStorageError).cause as S3RequestError;
    expect(cause).toBeInstanceOf(S3RequestError);
    expect(cause.message).toContain('403 SignatureDoesNotMatch');
    expect(cause.message).toContain('check S3_SECRET_ACCESS_KEY');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403, code: 'SignatureDoesNotMatch' });
    // What a log line would hold: neither the wrong secret nor the right one.
    const logged = JSON.stringify({ error: serializeError(error), storage });
    expect(logged).not.toContain('not-the-secret');
    expect(logged).not.toContain(SECRET);
    storage.close();
  });

  it('names the setting to check for an unknown key id and a missing bucket', async () => {
    const wrongKey = storageWith({ accessKeyId: 'AKIAUNKNOWN' });
    const keyError = await wrongKey
      .put(imageKey(newImageId(), 's', 'webp'), Buffer.from('x'), 'image/webp')
      .catch((e: unknown) => e);
    expect(((keyError as ImageStorageError).cause as Error).message).toMatch(
      /403 InvalidAccessKeyId.*check S3_ACCESS_KEY_ID/,
    );
    const noBucket = storageWith({ bucket: 'no-such-bucket' });
    const bucketError = await noBucket
      .put(imageKey(newImageId(), 's', 'webp'), Buffer.from('x'), 'image/webp')
      .catch((e: unknown) => e);
    expect(((bucketError as ImageStorageError).cause as Error).message).toMatch(/404 NoSuchBucket.*check S3_BUCKET/);
    wrongKey.close();
    noBucket.close();
  });

  it('reports an unreachable bucket as unwritable storage (a 503 for the caller), not a crash', async () => {
    const gone = await S3Fake.start({
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      region: 'eu-west-1',
      buckets: [BUCKET],
    });
    const endpoint = gone.endpoint;
    await gone.stop();
    const storage = storageWith({ endpoint });
    const error = await storage
      .put(imageKey(newImageId(), 's', 'webp'), Buffer.from('x'), 'image/webp')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageStorageError);
    expect((error as ImageStorageError).kind).toBe('unwritable');
    expect((error as ImageStorageError).cause).toBeInstanceOf(S3UnreachableError);
    expect(((error as ImageStorageError).cause as Error).message).toMatch(/did not answer \(.*ECONNREFUSED/);
    await expect(storage.exists(imageKey(newImageId(), 's', 'webp'))).rejects.toBeInstanceOf(S3UnreachableError);
    storage.close();
  });

  it('gives up on a bucket that accepts connections but never answers (S3_TIMEOUT_MS)', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const storage = storageWith({
      endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      timeoutMs: 200,
    });
    try {
      const error = await storage
        .put(imageKey(newImageId(), 's', 'webp'), Buffer.from('x'), 'image/webp')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageStorageError);
      expect((error as ImageStorageError).kind).toBe('unwritable');
      expect(((error as ImageStorageError).cause as Error).message).toMatch(
        /did not answer \(.*timed out after 200 ms/,
      );
    } finally {
      storage.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('sweeps a bucket page by page (ListObjectsV2 continuation), leaving objects that are not images', async () => {
    const storage = storageWith({ bucket: 'other-bucket' });
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const keys = Array.from({ length: 5 }, () => imageKey(newImageId(), 's', 'webp'));
    for (const key of keys) {
      await storage.put(key, Buffer.from('x'), 'image/webp');
      fake.touch('other-bucket', key, old);
    }
    await storage.storeId();
    fake.pageSize = 2;
    try {
      const asked: string[] = [];
      const result = await sweepImageBucket({
        storage,
        referenced: async (batch) => {
          asked.push(...batch);
          return new Set(batch.filter((k) => k === keys[0]));
        },
      });
      expect(asked.sort()).toEqual([...keys].sort());
      expect(result).toEqual({ orphans: 4, temporaries: 0, failed: 0 });
      expect(fake.keys('other-bucket')).toEqual(['.image-store-id', keys[0]!].sort());
    } finally {
      fake.pageSize = 1000;
      storage.close();
    }
  });
});

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
