// The fault suite runs the built server: build the web app and the server bundle first (each skipped
// when its sources did not change).
import { ensureServerBuild } from '../lib/server-build.mjs';
import { ensureWebBuild } from '../lib/web-build.mjs';

export default async function setup() {
  ensureWebBuild();
  await ensureServerBuild();
}
