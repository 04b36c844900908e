import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { media } from '../../db/schema';
import { buildTestApp, createTestDatabase, TEST_ENV, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { type ImageStorage, ImageStorageError, imageKey, imagesDir, LocalImageStorage, newImageId } from '../storage';
import { sweepImageFiles } from './image-sweeper';
import { MediaRepository } from './media.repository';
import { makeImage, multipartBody } from './media.fixtures';
import { filesUnder } from './image-files.fixtures';

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/** A file system whose writes fill the disk: some bytes reach the temporary file, then ENOSPC. */
const fullDisk = {
  mkdir,
  rename,
  rm,
  writeFile: (async (file: string, data: Buffer) => {
    await writeFile(file, data.subarray(0, Math.min(10, data.length)));
    throw enospc();
  }) as unknown as typeof writeFile,
};

describe('LocalImageStorage when the disk cannot take the file', () => {
  it('reports a full disk and leaves no half-written temporary behind', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gb-images-'));
    const storage: ImageStorage = new LocalImageStorage(root, fullDisk);
    const error = await storage
      .put(imageKey(newImageId(), 's', 'webp'), Buffer.alloc(1000, 1), 'image/webp')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageStorageError);
    expect((error as ImageStorageError).kind).toBe('full');
    expect(filesUnder(root)).toEqual([]);
  });

  it('reports an unwritable directory (its path runs through a file)', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'gb-images-'));
    writeFileSync(path.join(parent, 'images'), 'not a directory');
    const storage: ImageStorage = new LocalImageStorage(path.join(parent, 'images'));
    const error = await storage
      .put(imageKey(newImageId(), 's', 'webp'), Buffer.alloc(10), 'image/webp')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageStorageError);
    expect((error as ImageStorageError).kind).toBe('unwritable');
  });
});

describe('POST /media/library/{mediaSourceId}/{propertyId} when photos cannot be stored', () => {
  let t: TestApp;
  let host: TestHost;
  let propertyId: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')) });
    // The real storage on the real directory, with a disk that fills up under the first write.
    const app = await buildApp({
      config,
      database,
      logger: false,
      webDistDir: null,
      imageStorage: new LocalImageStorage(imagesDir(config), fullDisk),
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    t = { app, database, config, close };
    host = await createHost(t);
    const res = await app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
    propertyId = res.json().result.propertyId as number;
  });
  afterAll(async () => {
    await close?.();
  });

  const upload = async (app = t.app) => {
    const { payload, headers } = await multipartBody([
      { name: 'photo.jpg', data: await makeImage('jpeg'), type: 'image/jpeg' },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/media/library/1/${propertyId}`,
      headers: { ...host.headers, ...headers },
      payload,
    });
  };

  it('answers 507 with a translated message when the disk is full, and records nothing', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      result: null,
      errors: [{ code: 'insufficient_storage', description: 'errors.storageFull' }],
    });
    expect(await t.database.db.select().from(media)).toEqual([]);
    expect(filesUnder(imagesDir(t.config))).toEqual([]);
  });

  it('answers 503 with a translated message when the image directory cannot be written, and records nothing', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')) });
    const app = await buildApp({ config, database, logger: false, webDistDir: null });
    await app.ready();
    try {
      host = await createHost({ app, database, config, close: async () => undefined });
      propertyId = (await app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json()
        .result.propertyId as number;
      // The image directory is gone and a file stands in its place (tests run as root, where chmod would not stop a write).
      rmSync(imagesDir(config), { recursive: true, force: true });
      writeFileSync(imagesDir(config), 'not a directory');
      const res = await upload(app);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({
        result: null,
        errors: [{ code: 'unavailable', description: 'errors.storageUnavailable' }],
      });
      expect(await database.db.select().from(media)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('sweepImageFiles (at start-up)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('removes stale temporaries and old files no library row points at, and nothing else', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gb-images-'));
    const now = new Date('2026-06-01T12:00:00Z');
    const old = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    const recent = new Date(now.getTime() - 60 * 1000);
    const write = (relative: string, at: Date) => {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), 'x');
      utimesSync(path.join(root, relative), at, at);
    };

    // A photo in a library (both variants), an orphan left by a crash, a file still being uploaded.
    const [kept, orphan, uploading] = [newImageId(), newImageId(), newImageId()];
    const owner = await createHost(t);
    const propertyId = (
      await t.app.inject({ method: 'POST', url: '/api/property/user', headers: owner.headers })
    ).json().result.propertyId as number;
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
    write(imageKey(kept, 's', 'webp'), old);
    write(imageKey(kept, 'l', 'webp'), old);
    write(imageKey(orphan, 's', 'webp'), old);
    write(imageKey(orphan, 'l', 'webp'), old);
    write(imageKey(uploading, 's', 'webp'), recent);
    const staleTemporary = `${kept.slice(0, 2)}/.${kept}-l.webp.0a1b2c3d.tmp`;
    const freshTemporary = `${orphan.slice(0, 2)}/.${orphan}-s.webp.0a1b2c3d.tmp`;
    write(staleTemporary, old);
    write(freshTemporary, recent);
    // Names this app never writes are not its to remove.
    write('README.txt', old);
    write(`${orphan.slice(0, 2)}/notes.txt`, old);

    const repo = new MediaRepository(t.database.db);
    const result = await sweepImageFiles({ root, referenced: (keys) => repo.referencedKeys(keys), now });

    expect(result).toEqual({ orphans: 2, temporaries: 1, failed: 0 });
    expect(filesUnder(root).sort()).toEqual(
      [
        imageKey(kept, 's', 'webp'),
        imageKey(kept, 'l', 'webp'),
        imageKey(uploading, 's', 'webp'),
        freshTemporary,
        'README.txt',
        `${orphan.slice(0, 2)}/notes.txt`,
      ].sort(),
    );
  });

  it('does nothing when the image directory does not exist yet', async () => {
    const result = await sweepImageFiles({
      root: path.join(tmpdir(), 'gb-no-such-dir', newImageId()),
      referenced: async () => new Set(),
    });
    expect(result).toEqual({ orphans: 0, temporaries: 0, failed: 0 });
  });
});
