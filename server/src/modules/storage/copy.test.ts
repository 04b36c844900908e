import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Fake } from '../../test/s3-fake';
import { minimalPdf, mp4 } from '../videos/videos.fixtures';
import { Bucket } from './bucket';
import { manualFileKey, StoredFiles, videoFileKey } from './file-store';
import { S3FileStore } from './file-store-s3';
import { imageKey, LocalImageStorage, newImageId } from './image-storage';
import { S3ImageStorage } from './image-storage-s3';

/** copy(from, to) of every store: what a duplicated guide's files are made with (decision 046). */
const ACCESS_KEY = 'AKIATESTCOPY';
const SECRET = 'test-secret/copy+K7MDENG0123456789';
const BUCKET = 'guidebook-copy';

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

const settings = () => ({
  endpoint: fake.endpoint,
  region: 'eu-west-1',
  bucket: BUCKET,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  timeoutMs: 5000,
});
const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `gb-copy-${name}-`));

describe('copy', () => {
  it('local images: a new file with the same bytes; false and nothing written for a missing source', async () => {
    const root = tempDir('images');
    const storage = new LocalImageStorage(root);
    const from = imageKey(newImageId(), 'l', 'jpg');
    const to = imageKey(newImageId(), 'l', 'jpg');
    await storage.put(from, Buffer.from('jpeg bytes'));
    expect(await storage.copy(from, to)).toBe(true);
    expect(readFileSync(path.join(root, to), 'utf8')).toBe('jpeg bytes');
    // The copy is a file of its own: removing the source leaves it.
    await storage.delete(from);
    expect(await storage.exists(to)).toBe(true);
    const missing = imageKey(newImageId(), 'l', 'jpg');
    expect(await storage.copy(from, missing)).toBe(false);
    expect(await storage.exists(missing)).toBe(false);
  });

  it('local files (videos, manuals): the same, under the new key', async () => {
    const store = new StoredFiles(tempDir('files'));
    const from = manualFileKey('Oven.pdf');
    const to = manualFileKey('Oven.pdf');
    await store.putBuffer(from, minimalPdf());
    expect(await store.copy(from, to)).toBe(true);
    expect(readFileSync(path.join(store.root, to)).equals(minimalPdf())).toBe(true);
    await store.delete(from);
    expect(await store.exists(to)).toBe(true);
    expect(await store.copy(from, manualFileKey('Oven.pdf'))).toBe(false);
  });

  it('bucket images: a new object with the content type and caching of the source', async () => {
    const storage = new S3ImageStorage(settings(), 'img/');
    const from = imageKey(newImageId(), 's', 'webp');
    const to = imageKey(newImageId(), 's', 'webp');
    await storage.put(from, Buffer.from('webp bytes'), 'image/webp');
    expect(await storage.copy(from, to)).toBe(true);
    const object = fake.buckets.get(BUCKET)!.get(`img/${to}`)!;
    expect(object.data.toString()).toBe('webp bytes');
    expect(object.contentType).toBe('image/webp');
    expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(await storage.copy(imageKey(newImageId(), 's', 'webp'), imageKey(newImageId(), 's', 'webp'))).toBe(false);
    storage.close();
  });

  it('bucket files: streamed into a new object with the file headers', async () => {
    const client = new Bucket(settings());
    const store = new S3FileStore(client, 'gb/files/', tempDir('spool'));
    const from = videoFileKey('mp4');
    const to = videoFileKey('mp4');
    const data = mp4(64 * 1024);
    await store.putBuffer(from, data);
    expect(await store.copy(from, to)).toBe(true);
    const object = fake.buckets.get(BUCKET)!.get(`gb/files/${to}`)!;
    expect(object.data.equals(data)).toBe(true);
    expect(object.contentType).toBe('video/mp4');
    expect(await store.copy(videoFileKey('mp4'), videoFileKey('mp4'))).toBe(false);
    client.close();
  });
});
