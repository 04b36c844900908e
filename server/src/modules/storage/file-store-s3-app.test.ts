import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, mp4 } from '../videos/videos.fixtures';
import type { Device } from '@common/contracts/devices';
import type { Video } from '@common/contracts/videos';
import type { Database } from '../../db/client';
import { buildTestApp, createTestDatabase, testDbKind, type TestApp } from '../../test/test-app';
import { createProperty } from '../guide/guide.fixtures';
import { multipartBody } from '../media/media.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { checkFileStoreAtStart } from '../videos/file-store-check';
import { S3FileStore } from './file-store-s3';
import { fileStoreFor } from './file-store-select';
import { StoredFiles, videoFileKey } from './file-store';
import { expectVideoRanges } from '../videos/videos.fixtures';
import { BUCKET, PREFIX, fake, useFilesBucket, storeWith, objects } from './file-store-s3.fixtures';

useFilesBucket();

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
