import { type AddressInfo, createServer, type LookupFunction, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../../lib/log-redaction';
import { S3Fake } from '../../test/s3-fake';
import { ImageStorageError, imageKey, newImageId } from './image-storage';
import { sweepImageBucket } from '../media/image-sweeper';
import { Bucket, S3RequestError, S3UnreachableError } from './bucket';
import { ACCESS_KEY, SECRET, BUCKET, fake, useImagesBucket, storageWith } from './image-storage-s3.fixtures';

useImagesBucket();

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
