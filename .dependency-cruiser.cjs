/**
 * The module map, written once: which server module (server/src/modules/<name>) and which web
 * feature (web/src/features/<name>) may import which. `npm run lint` runs dependency-cruiser with it
 * and fails on any other import between two of them. The map must stay a DAG (checked below), so
 * no cycle between modules can come back. Tests (`*.test.ts(x)`) may reach across; fixtures may not.
 *
 * Each server module is reached from outside through its entry, server/src/modules/<name>/index.ts,
 * which exports what others may use (rules server-module-entry and server-outside-module-entry).
 *
 * To add a dependency: add it here, in the same commit, and only if it points down (the module you
 * import must not already reach yours).
 *
 * Below the modules, no file may reach itself through its imports either (`no-circular`, every file
 * of server/src, web/src, web/guest and common).
 */

/** Test code and its set-up (fixtures, server/src/test/), which may reach inside any module. */
const SUPPORT = '(\\.(test|fixtures)\\.tsx?$)|^server/src/test/';

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
  'shared-blocks': ['access', 'idempotency', 'list', 'property'],
  stays: ['access', 'idempotency', 'mail'],
  storage: [],
  support: ['access', 'admin', 'bot-check', 'inbox', 'mail', 'media', 'rate-limit'],
  translation: ['access', 'concierge', 'rate-limit'],
  user: ['access', 'bot-check', 'mail', 'rate-limit'],
  videos: ['access', 'idempotency', 'storage'],
};

/**
 * Web features never import each other (STYLE: features meet only through web/src/components and
 * web/src/lib); the lookup lists, the bot check, the host's property list and onboarding, which
 * several features use, live in lib/.
 */
const WEB_FEATURES = {
  account: [],
  admin: [],
  analytics: [],
  auth: [],
  cohosts: [],
  concierge: [],
  devices: [],
  'guide-editor': [],
  'guide-print': [],
  media: [],
  messages: [],
  properties: [],
  reports: [],
  'shared-blocks': [],
  stays: [],
  support: [],
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
    {
      name: 'server-module-entry',
      comment:
        'Another module reaches a server module through its entry (server/src/modules/<name>/index.ts) only: ' +
        'export what it needs there. Tests and fixtures may reach inside.',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: SUPPORT },
      to: { path: '^server/src/modules/[^/]+/(?!index\\.ts$)', pathNot: ['^server/src/modules/$1/', SUPPORT] },
    },
    {
      name: 'server-outside-module-entry',
      comment:
        'The app, jobs, plugins and scripts reach a server module through its entry (server/src/modules/<name>/index.ts) only.',
      severity: 'error',
      from: { path: '^server/src/(?!modules/)', pathNot: SUPPORT },
      to: { path: '^server/src/modules/[^/]+/(?!index\\.ts$)', pathNot: SUPPORT },
    },
    ...rulesFor(WEB_FEATURES, 'web/src/features/', 'web'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
