import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, mp4 } from '../videos/videos.fixtures';
import type { Device } from '@common/contracts/devices';
import { ERROR_CODES } from '@common/errors';
import type { Video } from '@common/contracts/videos';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { S3Fake } from '../../test/s3-fake';
import { buildTestApp, createTestDatabase, TEST_ENV, testDbKind, type TestApp } from '../../test/test-app';
import { createProperty } from '../guide/guide.fixtures';
import { S3ImageStorage } from './image-storage-s3';
import { sweepImageBucket } from '../media/image-sweeper';
import { multipartBody } from '../media/media.fixtures';
import { Bucket, MIN_PART_SIZE } from './bucket';
import { createHost, type TestHost } from '../property/property.fixtures';
import { checkFileStoreAtStart } from '../videos/file-store-check';
import { S3FileStore } from './file-store-s3';
import { fileStoreFor } from './file-store-select';
import { type IncomingFile, manualFileKey, StoredFiles, videoFileKey } from './file-store';
import { expectVideoRanges } from '../videos/videos.fixtures';

const ACCESS_KEY = 'AKIATESTFILES';
const SECRET = 'test-secret/files+K7MDENG0123456789';
const BUCKET = 'guidebook-files';
const PREFIX = 'gb/';

let fake: S3Fake;
beforeAll(async () => {
  fake = await S3Fake.start({
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    region: 'eu-west-1',
    buckets: [BUCKET],
  });
});
afterAll(async () => {
  await fake?.stop();
});

const clientWith = (secret = SECRET) =>
  new Bucket({
    endpoint: fake.endpoint,
    region: 'eu-west-1',
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: secret,
    forcePathStyle: true,
    timeoutMs: 5000,
  });
const storeWith = (secret = SECRET) => {
  const spool = mkdtempSync(path.join(tmpdir(), 'gb-spool-'));
  return { store: new S3FileStore(clientWith(secret), `${PREFIX}files/`, spool), spool };
};
const objects = () => fake.keys(BUCKET).filter((k) => k.startsWith(`${PREFIX}files/`));

/** An upload stream as busboy gives it: chunks, a `truncated` flag, optionally failing after some chunks. */
function incoming(
  data: Buffer,
  options: { chunk?: number; truncated?: boolean; failAfter?: number } = {},
): IncomingFile {
  const size = options.chunk ?? 1000;
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  async function* generate() {
    let sent = 0;
    for (const chunk of chunks) {
      if (options.failAfter !== undefined && sent >= options.failAfter)
        throw new Error('connection reset by the browser');
      sent += 1;
      yield chunk;
    }
  }
  const stream = Readable.from(generate());
  return Object.assign(stream, { truncated: options.truncated ?? false }) as unknown as IncomingFile;
}

const tooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge, 'too large');

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
      await expect.poll(() => operations().includes('UploadPart')).toBe(true);
      throw new Error('disk read failed');
    }
    const error = await client.upload(key, Readable.from(cut()), { contentType: 'video/mp4' }).catch((e: unknown) => e);
    expect((error as Error).message).toContain('disk read failed');
    await expect.poll(operations).toContain('AbortMultipartUpload');
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

describe('videos and manuals on IMAGE_STORAGE=s3, two instances on one database', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      ...fake.env(BUCKET, { S3_PREFIX: PREFIX }),
      VIDEO_MAX_BYTES: String(256 * 1024),
      MANUAL_MAX_BYTES: String(64 * 1024),
    };
    a = await buildTestApp(env, database);
    b = await buildTestApp(env, database);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const uploadVideo = async (t: TestApp, host: TestHost, propertyId: number, data: Buffer) => {
    const body = await multipartBody([{ name: 'Hot tub.mp4', data, type: 'video/mp4' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/videos/upload/${propertyId}`,
      headers: { ...host.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a video in the bucket, and both instances serve it with ranges, 416 and the file headers; deleting it removes the object', async () => {
    const host = await createHost(a);
    const property = await createProperty(a, host);
    const data = mp4(120_000);
    const res = await uploadVideo(a, host, property.propertyId, data);
    expect(res.statusCode, res.body).toBe(200);
    const video = res.json().result as Video;
    const key = video.fileUrl!.slice('/files/'.length);
    expect(fake.buckets.get(BUCKET)!.get(`${PREFIX}files/${key}`)?.data.equals(data)).toBe(true);
    // Nothing on either instance's disk.
    expect(readdirSync(a.config.dataDir)).not.toContain('files');

    for (const t of [a, b]) {
      const whole = await t.app.inject({ method: 'GET', url: video.fileUrl! });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(data)).toBe(true);
      expect(whole.headers).toMatchObject({
        'content-type': 'video/mp4',
        'content-length': String(data.length),
        'accept-ranges': 'bytes',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      expect(whole.headers['content-security-policy']).toContain("default-src 'none'");

      await expectVideoRanges(t, video.fileUrl!, data);

      const head = await t.app.inject({ method: 'HEAD', url: video.fileUrl! });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(data.length));

      const revalidated = await t.app.inject({
        method: 'GET',
        url: video.fileUrl!,
        headers: { 'if-none-match': String(whole.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    }

    expect(
      (await b.app.inject({ method: 'DELETE', url: `/api/videos/${video.videoId}`, headers: host.headers })).statusCode,
    ).toBe(200);
    expect(fake.buckets.get(BUCKET)!.has(`${PREFIX}files/${key}`)).toBe(false);
    for (const t of [a, b]) expect((await t.app.inject({ method: 'GET', url: video.fileUrl! })).statusCode).toBe(404);
  });

  it('serves a video uploaded through the other instance, and refuses a renamed file or one over the limit leaving nothing', async () => {
    const host = await createHost(b);
    const property = await createProperty(b, host);
    const before = objects();
    const png = await uploadVideo(
      b,
      host,
      property.propertyId,
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(2000)]),
    );
    expect(png.statusCode).toBe(400);
    expect(png.json().errors[0]).toMatchObject({ field: 'file', description: 'host.videos.errors.notAVideo' });
    const large = await uploadVideo(b, host, property.propertyId, mp4(256 * 1024 + 1024));
    expect(large.statusCode).toBe(413);
    expect(objects()).toEqual(before);
    expect(readdirSync(path.join(b.config.dataDir, 'tmp'))).toEqual([]);

    const data = mp4(30_000);
    const video = (await uploadVideo(b, host, property.propertyId, data)).json().result as Video;
    const fromA = await a.app.inject({ method: 'GET', url: video.fileUrl!, headers: { range: 'bytes=0-99' } });
    expect(fromA.statusCode).toBe(206);
    expect(fromA.rawPayload.equals(data.subarray(0, 100))).toBe(true);
  });

  it('stores a manual in the bucket, served inline as a PDF by both instances; replacing and removing it deletes the objects', async () => {
    const host = await createHost(a);
    const property = await createProperty(a, host);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: host.headers,
      payload: {
        propertyId: property.propertyId,
        name: 'Oven',
        category: 'oven',
        location: '',
        brand: '',
        model: '',
        howTo: {},
        troubleshooting: {},
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const device = created.json().result as Device;
    const uploadManual = async (t: TestApp, name: string) => {
      const body = await multipartBody([{ name, data: minimalPdf(), type: 'application/pdf' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/devices/${device.deviceId}/manual`,
        headers: { ...host.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().result as Device).manual!;
    };
    const first = await uploadManual(a, 'Oven Manual (EN).pdf');
    const firstKey = `${PREFIX}files/${first.url.slice('/files/'.length)}`;
    expect(fake.buckets.get(BUCKET)!.get(firstKey)?.contentType).toBe('application/pdf');
    const served = await b.app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="oven-manual-en.pdf"',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(served.rawPayload.equals(minimalPdf())).toBe(true);

    const second = await uploadManual(b, 'oven.pdf');
    expect(fake.buckets.get(BUCKET)!.has(firstKey)).toBe(false);
    expect((await a.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'DELETE', url: `/api/devices/${device.deviceId}/manual`, headers: host.headers }))
        .statusCode,
    ).toBe(200);
    expect(fake.buckets.get(BUCKET)!.has(`${PREFIX}files/${second.url.slice('/files/'.length)}`)).toBe(false);
    expect((await b.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
  });

  it('answers a 404 for what is not a file key, and a 503 while the bucket cannot be reached', async () => {
    expect((await a.app.inject({ method: 'GET', url: '/files/videos/../../secret.mp4' })).statusCode).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: '/files/other/thing.txt' })).statusCode).toBe(404);
    const offline = await buildTestApp(
      { ...fake.env(BUCKET), S3_ENDPOINT: 'http://127.0.0.1:9', S3_TIMEOUT_MS: '2000' },
      database,
    );
    const res = await offline.app.inject({ method: 'GET', url: `/files/${videoFileKey('mp4')}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    await offline.close();
  });

  it('start-up: the bucket holding the uploads passes; a fresh local directory is refused (PostgreSQL) or warned about (PGlite)', async () => {
    const host = await createHost(a);
    const property = await createProperty(a, host);
    expect((await uploadVideo(a, host, property.propertyId, mp4(4000))).statusCode).toBe(200);
    const kind = testDbKind();
    expect(await checkFileStoreAtStart(database.db, fileStoreFor(a.config), kind)).toEqual({});

    const local = new StoredFiles(mkdtempSync(path.join(tmpdir(), 'gb-files-')));
    const outcome = await checkFileStoreAtStart(database.db, local, kind);
    if (kind === 'postgres') {
      expect(outcome.fatal).toContain('is missing');
      expect(outcome.fatal).toContain('DATA_DIR/files');
    } else {
      expect(outcome.fatal).toBeUndefined();
      expect(outcome.warning).toContain('is missing');
    }
    // Pointed at the bucket, the same fresh store (another prefix) is refused on any database.
    const { store } = storeWith();
    const elsewhere = new S3FileStore(store.client, 'elsewhere/files/', store.spoolDir);
    expect((await checkFileStoreAtStart(database.db, elsewhere, kind)).fatal).toContain(
      'copy DATA_DIR/files into the bucket',
    );
    store.client.close();
  });
});

describe('start-up check on an empty database', () => {
  it('says nothing when nothing was uploaded', async () => {
    const database = await createTestDatabase();
    try {
      expect(
        await checkFileStoreAtStart(
          database.db,
          new StoredFiles(mkdtempSync(path.join(tmpdir(), 'gb-files-'))),
          'postgres',
        ),
      ).toEqual({});
    } finally {
      await database.close();
    }
  });
});
