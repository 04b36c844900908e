import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import { assertSharedImageStore, ImageStoreMismatchError } from './image-store-identity';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const newDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'gb-store-')), 'images');

describe('instances on one database share one image directory', () => {
  it('lets the first instance claim the store, and later instances on the same (shared) directory start', async () => {
    const shared = newDir();
    await assertSharedImageStore(database.db, shared);
    await expect(assertSharedImageStore(database.db, shared)).resolves.toBeUndefined();
    // A copy of the volume (as after a migration to new storage) is the same store.
    const copy = newDir();
    cpSync(shared, copy, { recursive: true });
    await expect(assertSharedImageStore(database.db, copy)).resolves.toBeUndefined();
  });

  it('refuses to start an instance whose images are on its own local disk', async () => {
    const error = await assertSharedImageStore(database.db, newDir()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageStoreMismatchError);
    expect(String((error as Error).message)).toContain('must share one image directory');
  });
});
