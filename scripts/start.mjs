// `npm start`: builds the web app if its sources changed, then runs the server (migrations apply on boot).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
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
  register();
  await import('../server/src/server.ts');
}
