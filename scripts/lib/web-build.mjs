import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerender } from './prerender.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = path.join(ROOT, 'web/dist');
const STAMP = path.join(DIST, '.source-hash');
const INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/build-plugins.ts',
  'web/build-stylesheet.ts',
  'web/tsconfig.json',
  'common',
  'package-lock.json',
  'scripts/lib/prerender.mjs',
  'scripts/lib/route-preload.mjs',
];

function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

/** The guest guide's own lean entry (web/guest): built separately, into web/guest/dist. */
const GUEST_DIST = path.join(ROOT, 'web/guest/dist');
const GUEST_STAMP = path.join(GUEST_DIST, '.source-hash');
const GUEST_INPUTS = ['web/guest', 'common', 'package-lock.json'];

/** A fingerprint of everything the web build reads: paths, sizes and contents. */
export function sourceHash(inputs = INPUTS) {
  const hash = createHash('sha256');
  for (const [name] of inputs.flatMap((input) => [...files(input)])) {
    hash.update(name);
    hash.update(readFileSync(path.join(ROOT, name)));
  }
  return hash.digest('hex');
}

/** Builds web/guest/dist (guest page script and service worker) unless already built from these sources. */
export function ensureGuestBuild({ quiet = false } = {}) {
  const hash = sourceHash(GUEST_INPUTS);
  if (
    existsSync(path.join(GUEST_DIST, '.vite/manifest.json')) &&
    existsSync(GUEST_STAMP) &&
    readFileSync(GUEST_STAMP, 'utf8') === hash
  )
    return false;
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/guest/vite.config.ts',
      '--logLevel',
      quiet ? 'error' : 'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The guest guide build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(GUEST_STAMP, hash);
  return true;
}

const BUILD_LOCK = path.join(ROOT, 'web/.build.lock');
const STALE_LOCK_MS = 10 * 60_000;

/**
 * One build at a time per checkout: several processes (a server start, browser journeys) may want a
 * build at once, and two builds writing web/dist together leave it half-written. The others wait,
 * then find the build done. A lock left by a killed process goes stale after 10 minutes.
 */
function withBuildLock(build) {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(BUILD_LOCK).mtimeMs > STALE_LOCK_MS)
          rmSync(BUILD_LOCK, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  const release = () => rmSync(BUILD_LOCK, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return build();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

/** Builds web/dist (and the guest entry) unless already built from these exact sources. Returns whether it built. */
export function ensureWebBuild({ quiet = false } = {}) {
  return withBuildLock(() => buildWebUnlessCurrent({ quiet }));
}

function buildWebUnlessCurrent({ quiet }) {
  ensureGuestBuild({ quiet });
  const hash = sourceHash();
  if (
    existsSync(path.join(DIST, 'index.html')) &&
    existsSync(path.join(DIST, 'pages/manifest.json')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === hash
  )
    return false;
  if (!quiet) console.log('Building the web app (first start, or its sources changed)...');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      quiet ? 'error' : 'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  // The public pages as complete HTML (web/dist/pages), from the client build just made.
  prerender({ quiet });
  writeFileSync(STAMP, hash);
  if (!quiet) console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
