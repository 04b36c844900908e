// `npm run dev`: the API with restart-on-change (tsx watch) and the Vite dev server with hot reload.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/web-build.mjs';

const children = [
  spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/src/server.ts'],
    { cwd: ROOT, stdio: 'inherit' },
  ),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
