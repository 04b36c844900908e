/**
 * The module map, written once: which server module (server/src/modules/<name>) and which web
 * feature (web/src/features/<name>) may import which. `npm run lint` runs dependency-cruiser with it
 * and fails on any other import between two of them. The map must stay a DAG (checked below), so
 * no cycle between modules can come back. Tests (`*.test.ts(x)`) may reach across; fixtures may not.
 *
 * To add a dependency: add it here, in the same commit, and only if it points down (the module you
 * import must not already reach yours).
 *
 * Below the modules, no file may reach itself through its imports either (`no-circular`, every file
 * of server/src, web/src, web/guest and common).
 */

const SERVER_MODULES = {
  access: [],
  account: ['guide', 'media', 'property', 'rate-limit', 'storage', 'videos'],
  admin: ['list', 'mail', 'storage', 'user'],
  auth: ['bot-check', 'rate-limit', 'user'],
  'bot-check': [],
  cohosts: ['access', 'mail', 'messages', 'rate-limit'],
  concierge: ['access', 'devices', 'guide', 'list', 'property', 'rate-limit', 'stays'],
  devices: ['access', 'idempotency', 'storage', 'videos'],
  guide: [
    'access',
    'devices',
    'idempotency',
    'inbox',
    'list',
    'mail',
    'media',
    'property',
    'rate-limit',
    'stays',
    'storage',
    'user',
    'videos',
  ],
  health: [],
  idempotency: [],
  inbox: ['access', 'mail', 'rate-limit', 'stays'],
  list: [],
  mail: [],
  media: ['access', 'property', 'storage'],
  messages: ['access', 'idempotency', 'mail', 'property', 'stays'],
  property: ['access', 'idempotency', 'list'],
  'public-config': [],
  'rate-limit': [],
  reports: ['access'],
  stays: ['access', 'idempotency', 'mail'],
  storage: [],
  support: ['access', 'admin', 'bot-check', 'inbox', 'mail', 'media', 'rate-limit'],
  translation: ['access', 'concierge', 'rate-limit'],
  user: ['access', 'bot-check', 'mail', 'rate-limit'],
  videos: ['access', 'idempotency', 'storage'],
};

const WEB_FEATURES = {
  account: [],
  admin: ['lists'],
  analytics: [],
  auth: ['bot-check'],
  'bot-check': [],
  cohosts: [],
  concierge: ['properties'],
  devices: [],
  'guide-editor': [],
  'guide-print': ['properties'],
  lists: [],
  media: ['lists', 'properties'],
  messages: [],
  properties: [],
  reports: [],
  stays: [],
  support: ['account', 'bot-check', 'lists', 'properties'],
};

/** Throws when the map has a cycle (a module reaching itself through its allowed imports). */
function assertAcyclic(map, what) {
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') throw new Error(`${what} map has a cycle: ${[...path, name].join(' -> ')}`);
    state.set(name, 'open');
    for (const next of map[name] ?? []) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(map)) visit(name, []);
}

/** One rule per module: it may import only itself and what the map allows. */
function rulesFor(map, root, what) {
  assertAcyclic(map, what);
  return Object.entries(map).map(([name, allowed]) => ({
    name: `${what}-${name}`,
    comment: `${root}${name} may import only ${allowed.length ? allowed.join(', ') : 'no other module'} (.dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: `^${root}${name}/`, pathNot: '\\.test\\.tsx?$' },
    to: { path: `^${root}`, pathNot: `^${root}(${[name, ...allowed].join('|')})/` },
  }));
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No file may import itself back through other files (server/src, web/src, web/guest, common; tests included): ' +
        'split the shared part into a file both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...rulesFor(SERVER_MODULES, 'server/src/modules/', 'server'),
    ...rulesFor(WEB_FEATURES, 'web/src/features/', 'web'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
