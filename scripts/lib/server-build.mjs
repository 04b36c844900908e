// The server's production bundle: server/src, common/ and the npm packages they load, as one ES module,
// server/dist/server.mjs; a few packages stay imports (EXTERNAL). `npm start` runs the bundle, so the
// running process holds no TypeScript loader and resolves ~210 package files at start instead of
// ~1,700 (decisions 027 and 057). Rebuilt only when a source file or the lockfile changed (a hash of
// them is kept beside the bundle), which takes a few seconds.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sourceHash } from './web-build.mjs';

export const SERVER_BUNDLE = path.join(ROOT, 'server/dist/server.mjs');
const STAMP = path.join(ROOT, 'server/dist/.source-hash');
const INPUTS = ['server/src', 'common', 'tsconfig.json', 'package-lock.json', 'scripts/lib/server-build.mjs'];

/**
 * Packages loaded from node_modules rather than bundled, each because it finds files beside its own
 * modules or is loaded only on first use.
 */
const EXTERNAL = [
  // WebAssembly, its file system image and the extensions' archives, found from import.meta.url.
  '@electric-sql/pglite',
  // Native modules.
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  // Its fonts are files; loaded on the first PDF asked for (its own chunk before).
  '@react-pdf/renderer',
  // Loaded only when photos go to a bucket.
  '@aws-sdk/*',
  // Transports run in worker threads started from its files (fastify's logger).
  'pino',
  // Serves its static files from its own directory.
  '@fastify/swagger-ui',
];

/**
 * Bundled CommonJS packages call require() (for Node's modules and the external packages above); an
 * ES module has none, so the bundle makes one for itself.
 */
const BANNER =
  "import { createRequire as __bundleRequire } from 'node:module';\nconst require = __bundleRequire(import.meta.url);";

/** Builds server/dist/server.mjs unless it was built from these exact sources. Returns whether it built. */
export async function ensureServerBuild() {
  const hash = sourceHash(INPUTS);
  if (existsSync(SERVER_BUNDLE) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return false;
  // Loaded only to build: a start with a current bundle does not need it.
  const { build } = await import('esbuild');
  const result = await build({
    // The embedded database's worker thread is an entry of its own (decision 068): a worker runs a file.
    entryPoints: {
      server: path.join(ROOT, 'server/src/server.ts'),
      'pglite-worker': path.join(ROOT, 'server/src/db/pglite-worker.ts'),
    },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Code behind a dynamic import (the PDF renderer) goes into its own chunk and loads on first use.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Resolving and reading ~1,700 package files one by one took about a third of a warm start.
    external: EXTERNAL,
    banner: { js: BANNER },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    // Names stay readable in stack traces; a linked source map for `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed into place: several processes may start at once (browser journeys,
  // the fault suite), and none may import a half-written bundle.
  // Chunks first, the entry last: an entry on disk always finds its chunks.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(a.path.startsWith(SERVER_BUNDLE)) - Number(b.path.startsWith(SERVER_BUNDLE)),
  );
  for (const file of files) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
  // Chunks of earlier builds go after a day (a server started before this build may still load its own).
  const chunks = path.join(path.dirname(SERVER_BUNDLE), 'chunks');
  const current = new Set(files.map((file) => file.path));
  for (const name of readdirSync(chunks)) {
    const file = path.join(chunks, name);
    if (!current.has(file) && Date.now() - statSync(file).mtimeMs > 86_400_000) rmSync(file, { force: true });
  }
  writeFileSync(STAMP, hash);
  return true;
}

// `node scripts/lib/server-build.mjs` (part of `npm run build`): build now if the sources changed.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts/lib/server-build.mjs')) {
  console.log(
    (await ensureServerBuild())
      ? `Server bundle built: ${path.relative(ROOT, SERVER_BUNDLE)}`
      : 'Server bundle is current',
  );
}
