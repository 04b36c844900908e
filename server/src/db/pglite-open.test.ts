import { describe, expect, it } from 'vitest';
import { compilePgliteWasm, openPglite, PGLITE_SHARED_BUFFERS } from './client';

describe('opening PGlite', () => {
  it('compiles its WebAssembly once per process', async () => {
    const first = compilePgliteWasm();
    expect(compilePgliteWasm()).toBe(first);
    await expect(first).resolves.toBeTruthy();
  });

  it('runs with the smaller buffer pool and the extensions the migrations rely on', async () => {
    const client = await openPglite(undefined);
    try {
      const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      await client.exec('create extension pg_trgm; create extension unaccent');
      const found = await client.query<{ plain: string; close: boolean }>(
        `select unaccent('Café') as plain, similarity('guidebook', 'guidbook') > 0.5 as close`,
      );
      expect(found.rows[0]).toEqual({ plain: 'Cafe', close: true });
    } finally {
      await client.close();
    }
  });
});
