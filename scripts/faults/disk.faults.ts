/**
 * The image directory failing under a running server, on PGlite and on PostgreSQL:
 * - unwritable: DATA_DIR/images is a symbolic link, replaced by a plain file while the server runs
 *   (ENOTDIR on every write; works without privileges, unlike chmod, which root ignores);
 * - full: the link points at a tiny tmpfs mount that the test fills (ENOSPC). Mounting needs
 *   CAP_SYS_ADMIN; where it is refused that half is skipped with a warning.
 * Either way: an upload answers a clear, translated error, nothing half-written is kept (no file,
 * no library row), guests are still served, and uploads work again once the directory is fixed,
 * without a restart.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statfsSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGuide, jpeg, postgresUrl, removeTempDirs, startSignedIn, tempDir, translations } from './harness';

const kinds = postgresUrl() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.warn('cleanup failed', error));
  removeTempDirs();
});

/** Mounts a tmpfs of `size` at dir; false where mounting is not permitted. */
function mountTmpfs(dir: string, size: string): boolean {
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
  return result.status === 0;
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = path.join(sub, name);
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

describe.concurrent.each(kinds)('image directory failures on %s', (kind) => {
  it('an unwritable or full image directory: a translated error, nothing half-written, and uploads work again once fixed', async () => {
    const dataDir = tempDir(`disk-${kind}`);
    const store = path.join(dataDir, 'store');
    mkdirSync(store);
    const mounted = mountTmpfs(store, '1m');
    if (mounted) cleanups.push(async () => spawnSync('umount', ['-l', store]));
    else
      console.warn(
        `mount -t tmpfs refused (${kind}): the disk-full half is skipped; run as root with CAP_SYS_ADMIN to include it`,
      );
    const images = path.join(dataDir, 'images');
    symlinkSync(store, images);

    const { server, host } = await startSignedIn(kind, { dataDir, env: { MESSAGE_DISPATCH_SECONDS: '0' } }, cleanups);
    const first = await host.upload((await createGuide(host, 'Casa Disco')).propertyId, [
      { name: 'first.jpg', data: await jpeg(640, 480, 1), type: 'image/jpeg' },
    ]);
    expect(first.status).toBe(200);
    const [property] = await host.ok<{ propertyId: number; guide: { slug: string } }[]>('GET', '/api/property/user');
    const library = async () =>
      (await host.ok<{ items: unknown[] }>('GET', `/api/media/library/1/1/${property!.propertyId}`)).items.length;
    const photo = await jpeg(1600, 1200, 7);
    const upload = () => host.upload(property!.propertyId, [{ name: 'big.jpg', data: photo, type: 'image/jpeg' }]);
    const before = filesUnder(store);

    // Unwritable: the directory is gone, a plain file in its place.
    renameSync(images, `${images}.moved`);
    writeFileSync(images, 'not a directory');
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ code: 'unavailable', description: 'errors.storageUnavailable' }),
    ]);
    const unavailable = translations('errors.storageUnavailable');
    expect(unavailable.en).not.toBe(unavailable.es);
    expect(await library()).toBe(1);
    // Guests are still served.
    expect((await fetch(`${server.url}/api/guide/${property!.guide.slug}`)).status).toBe(200);
    rmSync(images);
    renameSync(`${images}.moved`, images);
    expect(filesUnder(store)).toEqual(before);

    if (mounted) {
      // Full: a filler leaves a few kilobytes, less than the photo's files need.
      const { bavail, bsize } = statfsSync(store);
      writeFileSync(path.join(store, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 16 * 1024)));
      const full = await upload();
      expect(full.status).toBe(507);
      expect(full.body.errors).toEqual([expect.objectContaining({ description: 'errors.storageFull' })]);
      const storageFull = translations('errors.storageFull');
      expect(storageFull.en).not.toBe(storageFull.es);
      expect(await library()).toBe(1);
      // Nothing half-written: no temporary, no lone variant of the refused photo.
      expect(filesUnder(store)).toEqual([...before, 'filler'].sort());
      rmSync(path.join(store, 'filler'));
    }

    // Fixed: the same upload goes through, without a restart.
    const again = await upload();
    expect(again.status).toBe(200);
    expect(await library()).toBe(2);
    expect(filesUnder(store)).toHaveLength(before.length + 2);
    expect(await server.stop()).toBe(0);
  });
});
