import { randomBytes } from 'node:crypto';
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { minimalPdf, mp4 } from '../videos/videos.fixtures';
import { ERROR_CODES } from '@common/errors';
import { ConfigError, loadConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { TEST_ENV } from '../../test/test-app';
import { S3ImageStorage } from './image-storage-s3';
import { sweepImageBucket } from '../media/image-sweeper';
import { MIN_PART_SIZE } from './bucket';
import { manualFileKey, videoFileKey } from './file-store';
import {
  ACCESS_KEY,
  SECRET,
  BUCKET,
  PREFIX,
  fake,
  useFilesBucket,
  clientWith,
  storeWith,
  objects,
  incoming,
  tooLarge,
} from './file-store-s3.fixtures';

useFilesBucket();

describe('S3FileStore against the fake bucket', () => {
  it('streams an upload into one object under {prefix}files/, with its type and immutable caching, and reads ranges back', async () => {
    const { store, spool } = storeWith();
    const data = mp4(150_000);
    const stored = await store.putStream(incoming(data, { chunk: 7000 }), 64, () => videoFileKey('mp4'), tooLarge);
    expect(stored.bytes).toBe(data.length);
    const object = fake.buckets.get(BUCKET)!.get(`${PREFIX}files/${stored.key}`)!;
    expect(object.data.equals(data)).toBe(true);
    expect(object.contentType).toBe('video/mp4');
    expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(readdirSync(spool)).toEqual([]);
    expect(await store.exists(stored.key)).toBe(true);

    const part = (await store.open(stored.key, { range: 'bytes=100000-100099' }))!;
    const chunks: Buffer[] = [];
    for await (const chunk of part.body) chunks.push(chunk as Buffer);
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100000-100099/${data.length}`);
    expect(Buffer.concat(chunks).equals(data.subarray(100_000, 100_100))).toBe(true);

    await store.delete(stored.key);
    expect(await store.exists(stored.key)).toBe(false);
    expect(fake.buckets.get(BUCKET)!.has(`${PREFIX}files/${stored.key}`)).toBe(false);
    store.client.close();
  });

  it('stores a manual read whole as an inline PDF with its name', async () => {
    const { store } = storeWith();
    const key = manualFileKey('Oven Manual (EN).pdf');
    await store.putBuffer(key, minimalPdf());
    const object = fake.buckets.get(BUCKET)!.get(`${PREFIX}files/${key}`)!;
    expect(object.contentType).toBe('application/pdf');
    expect(object.data.equals(minimalPdf())).toBe(true);
    store.client.close();
  });

  it('leaves nothing in the bucket or the spool when an upload fails: refused head, over the limit, a broken stream, a bucket that refuses', async () => {
    const before = objects();
    const { store, spool } = storeWith();
    const refused = await store
      .putStream(
        incoming(randomBytes(5000)),
        64,
        () => {
          throw new AppError(400, ERROR_CODES.unsupportedMedia, 'not a video');
        },
        tooLarge,
      )
      .catch((e: unknown) => e);
    expect((refused as AppError).statusCode).toBe(400);

    const large = await store
      .putStream(incoming(mp4(20_000), { truncated: true }), 64, () => videoFileKey('mp4'), tooLarge)
      .catch((e: unknown) => e);
    expect((large as AppError).statusCode).toBe(413);

    const putsBefore = fake.requests.filter((r) => r.method === 'PUT').length;
    const broken = await store
      .putStream(incoming(mp4(20_000), { failAfter: 5 }), 64, () => videoFileKey('mp4'), tooLarge)
      .catch((e: unknown) => e);
    expect((broken as Error).message).toContain('connection reset');
    // Nothing was sent: the bucket sees an object only once the whole file has arrived.
    expect(fake.requests.filter((r) => r.method === 'PUT').length).toBe(putsBefore);
    expect(readdirSync(spool)).toEqual([]);
    store.client.close();

    const wrongKey = storeWith(`${SECRET}x`);
    const denied = await wrongKey.store
      .putStream(incoming(mp4(20_000)), 64, () => videoFileKey('mp4'), tooLarge)
      .catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(AppError);
    expect((denied as AppError).statusCode).toBe(503);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403, code: 'SignatureDoesNotMatch' });
    expect(readdirSync(wrongKey.spool)).toEqual([]);
    wrongKey.store.client.close();

    expect(objects()).toEqual(before);
  });

  it('aborts a multipart upload whose source fails after a part was sent: no object and no parts are left', async () => {
    const client = clientWith();
    const key = `${PREFIX}files/${videoFileKey('mp4')}`;
    const operations = () =>
      fake.requests.filter((r) => r.path.endsWith(key.split('/').at(-1)!)).map((r) => r.operation);
    // More than one part, then (once the bucket has the first part) the source fails.
    async function* cut() {
      yield mp4(2 * MIN_PART_SIZE + 1024);
      // A busy machine may take seconds to send the first part: the default 1 s would fail the poll instead.
      await expect.poll(() => operations().includes('UploadPart'), { timeout: 30_000 }).toBe(true);
      throw new Error('disk read failed');
    }
    const error = await client.upload(key, Readable.from(cut()), { contentType: 'video/mp4' }).catch((e: unknown) => e);
    expect((error as Error).message).toContain('disk read failed');
    await expect.poll(operations, { timeout: 30_000 }).toContain('AbortMultipartUpload');
    expect(operations()).not.toContain('CompleteMultipartUpload');
    expect(fake.buckets.get(BUCKET)!.has(key)).toBe(false);
    expect([...fake.uploads.values()].filter((u) => u.key === key)).toEqual([]);
    client.close();
  });

  it('sweeps only spool files a crash left behind (hours old), never one being written', async () => {
    const { store, spool } = storeWith();
    writeFileSync(path.join(spool, 'file-upload-old'), 'x');
    writeFileSync(path.join(spool, 'file-upload-new'), 'x');
    writeFileSync(path.join(spool, 'something-else'), 'x');
    const old = new Date(Date.now() - 7 * 3_600_000);
    utimesSync(path.join(spool, 'file-upload-old'), old, old);
    utimesSync(path.join(spool, 'something-else'), old, old);
    expect(await store.sweepSpool()).toBe(1);
    expect(readdirSync(spool).sort()).toEqual(['file-upload-new', 'something-else']);
    store.client.close();
  });

  it('is left alone by the image sweep (file objects are not image keys)', async () => {
    const { store } = storeWith();
    const key = videoFileKey('webm');
    await store.putBuffer(key, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from('webm')]));
    fake.touch(BUCKET, `${PREFIX}files/${key}`, new Date(Date.now() - 7 * 86_400_000));
    const images = new S3ImageStorage(
      {
        endpoint: fake.endpoint,
        region: 'eu-west-1',
        bucket: BUCKET,
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET,
        forcePathStyle: true,
        timeoutMs: 5000,
      },
      PREFIX,
    );
    await sweepImageBucket({ storage: images, referenced: async () => new Set() });
    expect(await store.exists(key)).toBe(true);
    images.close();
    store.client.close();
  });

  it('takes VIDEO_MAX_BYTES over 5 GiB (one PutObject) with a bucket too: large videos go up in parts', () => {
    expect(
      loadConfig({ ...TEST_ENV, DATA_DIR: tmpdir(), ...fake.env(BUCKET), VIDEO_MAX_BYTES: String(6 * 1024 ** 3) })
        .VIDEO_MAX_BYTES,
    ).toBe(6 * 1024 ** 3);
    expect(() => loadConfig({ ...TEST_ENV, ...fake.env(BUCKET), S3_PART_SIZE: String(1024 * 1024) })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ ...TEST_ENV, DATA_DIR: tmpdir(), VIDEO_MAX_BYTES: String(6 * 1024 ** 3) }).VIDEO_MAX_BYTES,
    ).toBe(6 * 1024 ** 3);
  });
});
