import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the fault suite (scripts/faults/*.faults.ts) against the built server run
 * as real processes, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. Not part of
 * `npm test`; .ci/run runs it after. Files run one after another: each starts its own servers.
 */
export default defineConfig({
  resolve: { alias: { '@common': fileURLToPath(new URL('../../common', import.meta.url)) } },
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['scripts/faults/**/*.faults.ts'],
    globalSetup: ['scripts/faults/global-setup.mjs'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
