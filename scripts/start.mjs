// `npm start`: builds the web app and the server bundle if their sources changed, then runs the server
// (migrations apply on boot).
import { spawn } from 'node:child_process';
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { requireSupportedNode } from './lib/runtime.mjs';

requireSupportedNode();

/**
 * glibc gives every thread its own malloc arena; with the embedded database and image work that
 * fragments into hundreds of MB. Two arenas keep peak memory ~130 MB lower at no measurable speed
 * cost (docs/benchmarks.md). The variable must be set before the process starts, so re-exec once.
 */
if (process.env.MALLOC_ARENA_MAX === undefined && process.platform === 'linux') {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // Imported here, not above: the process that only re-execs itself does not need them.
  const { ensureWebBuild } = await import('./lib/web-build.mjs');
  const { ensureServerBuild, SERVER_BUNDLE } = await import('./lib/server-build.mjs');
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();
  let fromSource = process.env.SERVER_FROM_SOURCE === '1';
  if (!fromSource) {
    try {
      await ensureServerBuild();
    } catch (error) {
      // A read-only checkout, say: the sources still run (through tsx, with more memory).
      console.warn(`The server bundle could not be built (${error.message}); running the TypeScript sources instead.`);
      fromSource = true;
    }
  }
  if (fromSource) {
    // server/src through tsx's loader instead of the bundle (SERVER_FROM_SOURCE=1: debugging).
    const { register } = await import('tsx/esm/api');
    register();
    await import('../server/src/server.ts');
  } else {
    // V8's compiled code for the bundle and the packages it imports is kept on disk (keyed by each
    // file's content, so a rebuilt bundle is compiled afresh): compiling ~7 MB of JavaScript took a
    // sixth of a warm start. A directory that cannot be written leaves it off (no error).
    enableCompileCache(path.join(path.dirname(SERVER_BUNDLE), '.compile-cache'));
    await import(pathToFileURL(SERVER_BUNDLE).href);
  }
}
