// `npm start`: builds the web app if its sources changed, then runs the server (migrations apply on boot).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './lib/web-build.mjs';

if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuild();
register();
await import('../server/src/server.ts');
