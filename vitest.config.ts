import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { serverTestFilesOpeningADatabase } from './vitest.db-files';

const alias = {
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
};

/**
 * The API suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set:
 * there, only the files that open a database (vitest.db-files.ts).
 */
const serverProject = (name: string, dbKind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include:
      dbKind === 'pglite'
        ? ['server/**/*.test.ts']
        : serverTestFilesOpeningADatabase(fileURLToPath(new URL('.', import.meta.url))),
    env: { TEST_DB_KIND: dbKind },
    // Files in a worker share one migrated PGlite template (see server/src/test/test-app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts', 'scripts/**/*.test.ts'] },
  },
  serverProject('server', 'pglite'),
  {
    resolve: { alias },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['web/src/**/*.test.{ts,tsx}', 'web/guest/src/**/*.test.ts'],
      setupFiles: ['web/src/test/setup.ts'],
      css: false,
      // Files in a worker share modules and one jsdom (2.3x faster: no environment, setup and imports per
      // file). Module state that could pass from one file to the next is reset after each file
      // (web/src/test/setup.ts); app.test.tsx's sign-out race that showed up this way is fixed.
      isolate: false,
      // Lazy page chunks import slowly on a busy 2-core machine; behaviour, not speed, is under test.
      testTimeout: 20_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
  },
});
