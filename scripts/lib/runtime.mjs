// The product runs on Node 24 LTS. On a machine whose system Node is older, `npm install` puts the
// `node` package's official binary in node_modules/.bin, which npm puts first on PATH for every
// `npm run` script, so `npm start` and `npm test` run on it. This guard catches a script started some
// other way (e.g. `node scripts/start.mjs` with an old system Node).

/** The oldest Node the product supports (package.json engines). */
export const MIN_NODE = [22, 12];

/** Fails loudly when this process runs on a Node older than MIN_NODE; returns the version otherwise. */
export function requireSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return version;
  console.error(
    `Node ${version} is too old: Guidebook needs Node >= ${MIN_NODE.join('.')} (Node 24 LTS recommended). ` +
      'Run it through npm (`npm start`, `npm test`), which uses the Node 24 installed with the dependencies.',
  );
  process.exit(1);
}
