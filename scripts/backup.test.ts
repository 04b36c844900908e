import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { DataDirLockedError } from '../server/src/db/data-dir-lock';
import { createGuide } from '../server/src/modules/guide/guide.fixtures';
import { makeImage, multipartBody } from '../server/src/modules/media/media.fixtures';
import { createHost } from '../server/src/modules/property/property.fixtures';
import { TEST_ENV, type TestApp } from '../server/src/test/test-app';
import { backup, BackupError, restore } from './lib/backup';

/** The app on a real PGlite data directory, as the server runs it (not the in-memory test clone). */
async function appOn(dataDir: string): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false, webDistDir: null });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const dirs: string[] = [];
const temp = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `gb-backup-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / npm run restore (embedded database and files)', () => {
  it('restores into a fresh data dir where the app finds every guide and photo', async () => {
    const original = temp('original');
    const t = await appOn(original);
    const guides: { slug: string; name: string; photos: { key: string; bytes: Buffer }[] }[] = [];
    try {
      const host = await createHost(t);
      for (let g = 0; g < 2; g++) {
        const property = (
          await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })
        ).json().result as Property;
        const files = await Promise.all(
          [0, 1].map(async (i) => ({
            name: `photo-${g}-${i}.png`,
            data: await makeImage('png', 120 + g * 10 + i, 90),
            type: 'image/png',
          })),
        );
        const body = await multipartBody(files);
        const uploaded = await t.app.inject({
          method: 'POST',
          url: `/api/media/library/1/${property.propertyId}`,
          headers: { ...host.headers, ...body.headers },
          payload: body.payload,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        const items = uploaded.json().result.items as {
          mediaId: number;
          smallImagePath: string;
          largeImagePath: string;
        }[];
        // The fixture makes a new property; the one above holds the photos (a library belongs to a property).
        const guide = await createGuide(t, { mediaIds: [], coverMediaId: null }, host);
        const withPhotos = (
          await t.app.inject({ method: 'GET', url: '/api/property/user', headers: host.headers })
        ).json().result as Property[];
        const target = withPhotos.find((p) => p.propertyId === property.propertyId)!;
        const saved = await t.app.inject({
          method: 'PUT',
          url: '/api/property/user',
          headers: host.headers,
          payload: {
            ...target,
            name: `Casa ${g}`,
            propertyImageMediaId: items[0]!.mediaId,
            guide: {
              ...target.guide,
              published: true,
              accessCode: null,
              sections: target.guide.sections.map((s, i) =>
                i === 0 ? { ...s, mediaIds: items.map((m) => m.mediaId) } : s,
              ),
            },
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const slug = (saved.json().result as Property).guide.slug;
        const photos = items
          .flatMap((m) => [m.smallImagePath, m.largeImagePath])
          .map((key) => ({ key, bytes: readFileSync(path.join(original, 'images', key)) }));
        guides.push({ slug, name: `Casa ${g}`, photos }, { slug: guide.slug, name: guide.property.name, photos: [] });
      }
    } finally {
      await t.close();
    }

    // An upload spool file a crash left behind is not part of the data.
    mkdirSync(path.join(original, 'tmp'), { recursive: true });
    writeFileSync(path.join(original, 'tmp', 'file-upload-left-behind'), 'partial upload');

    const saved = path.join(temp('saved'), 'backup');
    const manifest = await backup(original, saved);
    expect(manifest.files.count).toBeGreaterThanOrEqual(8);
    expect(existsSync(path.join(saved, 'files', 'tmp'))).toBe(false);

    const fresh = path.join(temp('fresh'), 'data');
    await restore(saved, fresh);
    // The original is gone: everything below comes from the backup.
    rmSync(original, { recursive: true, force: true });

    const restored = await appOn(fresh);
    try {
      for (const guide of guides) {
        const page = await restored.app.inject({ method: 'GET', url: `/api/guide/${guide.slug}` });
        expect(page.statusCode, guide.slug).toBe(200);
        expect(page.body).toContain(guide.name);
        for (const photo of guide.photos) {
          expect(page.body).toContain(photo.key.split('/')[1]!.split('-')[0]);
          const image = await restored.app.inject({ method: 'GET', url: `/images/${photo.key}` });
          expect(image.statusCode, photo.key).toBe(200);
          expect(Buffer.compare(image.rawPayload, photo.bytes)).toBe(0);
        }
      }
      expect(guides.filter((g) => g.photos.length).flatMap((g) => g.photos)).toHaveLength(8);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses to run next to a running server, into a non-empty directory, or from a damaged backup', async () => {
    // Any PGlite data directory will do here (no migrations: faster).
    const dataDir = temp('locked');
    await (await PGlite.create(path.join(dataDir, 'pglite'))).close();
    // A running server holds the lock (its pid in server.lock): here a live process, this test's parent.
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(backup(dataDir, path.join(temp('out'), 'b'))).rejects.toBeInstanceOf(DataDirLockedError);
    rmSync(path.join(dataDir, 'server.lock'));
    const out = path.join(temp('out'), 'b');
    await backup(dataDir, out);
    await expect(backup(dataDir, out)).rejects.toBeInstanceOf(BackupError);
    await expect(restore(out, dataDir)).rejects.toThrow(/not empty/);
    const dump = path.join(out, 'database.tar.gz');
    writeFileSync(dump, Buffer.concat([readFileSync(dump), Buffer.from('x')]));
    await expect(restore(out, path.join(temp('target'), 'data'))).rejects.toThrow(/checksum/);
  }, 180_000);
});
