// The fault suite runs the built server: build the web app first (skipped when its sources did not change).
import { ensureWebBuild } from '../lib/web-build.mjs';

export default function setup() {
  ensureWebBuild();
}
