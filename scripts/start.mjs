// `npm start`: builds the web app and the server bundle if their sources changed, then runs the server
// (migrations apply on boot).
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, SERVER_BUNDLE } from './lib/server-build.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

/**
 * glibc gives every thread its own malloc arena; with the embedded database and image work that
 * fragments into hundreds of MB. Two arenas keep peak memory ~130 MB lower at no measurable speed
 * cost (docs/benchmarks.md). The variable must be set before the process starts, so re-exec once.
 */
if (process.env.MALLOC_ARENA_MAX === undefined && process.platform === 'linux') {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();
  if (process.env.SERVER_FROM_SOURCE === '1') {
    // Runs server/src through tsx's loader instead of the bundle (debugging a start-up problem).
    const { register } = await import('tsx/esm/api');
    register();
    await import('../server/src/server.ts');
  } else {
    await ensureServerBuild();
    await import(pathToFileURL(SERVER_BUNDLE).href);
  }
}
