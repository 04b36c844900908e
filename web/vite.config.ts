import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, type Plugin } from 'vite';
import {
  buildVersionPlugin,
  groupedModulesPlugin,
  makeBuildId,
  mantineStableIdPlugin,
  pageTextsPlugin,
  precompressPlugin,
} from './build-plugins';
import { type HostFile, pickHostTexts } from './src/lib/i18n/text-parts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * The Mantine components (folders of @mantine/core/esm/components) in the first view of the app's
 * shells (public header, host and admin navigation, notifications) and of the host dashboard: they
 * go in the `vendor` file every page loads; the others in the later files (decision 052).
 */
const HOST_FIRST_VIEW = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Avatar',
  'Badge',
  'Burger',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Container',
  'Divider',
  'Grid',
  'Group',
  'Image',
  'Loader',
  'NavLink',
  'Notification',
  'Paper',
  'Portal',
  'Progress',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];

/**
 * The app's own modules in the first view of every page or of the host dashboard (shells, app root,
 * the dashboard and the parts it shows, the reports' download button): their icons go in the `app`
 * file (a file of their own until decision 066's amendment: one request more on every first load).
 */
const FIRST_VIEW_CODE =
  /web[\\/]src[\\/](components[\\/](layouts|brand)[\\/]|components[\\/][^\\/]+\.tsx$|app[\\/][^\\/]+\.tsx$|app[\\/]routes[\\/](not-found-page|host[\\/]dashboard-page)\.tsx$|features[\\/](properties[\\/]components[\\/](property-card|create-property-button)|stays[\\/]components[\\/]stay-agenda|support[\\/]components[\\/]onboarding-checklist|messages[\\/]components[\\/]failed-messages-notice|reports[\\/]components[\\/]report-parts)\.tsx$)/;

/**
 * The icons FIRST_VIEW_CODE imports (they come through @tabler/icons-react's index, so the chunking
 * cannot see who uses an icon): filled in while the modules are read, used when the chunks are made.
 */
const FIRST_VIEW_ICONS = new Set<string>();
const TABLER_ICON = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** What every icon is made with: in `app` with the first view's icons, so `editor-icons` imports it from there. */
const TABLER_SHARED =
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/;
/**
 * Decision 061: the modules of the editor's first view (its frame and first tab) and the icons they
 * import (those not in `app`): one `editor-icons` file instead of a request of 0.2 kB per icon.
 */
const EDITOR_FIRST_VIEW =
  /web[\\/]src[\\/]features[\\/]guide-editor[\\/]components[\\/](guide-editor|editor-header|details-panel|location-fields|time-zone-field|property-image-field)\.tsx$/;
const EDITOR_ICONS = new Set<string>();
/** A part of the host texts: common/locales/<lang>/host.json?texts=<part> (lib/i18n/i18n.ts asks for them). */
const HOST_TEXTS_PART = /[\\/]common[\\/]locales[\\/][a-z]+[\\/]host\.json\?texts=(host(?:-[a-z]+)?)&lang\.json$/;
const firstViewIconsPlugin = (): Plugin => ({
  name: 'guidebook-first-view-icons',
  enforce: 'pre',
  transform(code, id) {
    // Also cuts the host texts into the parts the app loads apart (lib/i18n/text-parts.ts).
    const part = HOST_TEXTS_PART.exec(id)?.[1];
    if (part) {
      const texts = JSON.stringify(pickHostTexts(JSON.parse(code), part as HostFile));
      return { code: `export default JSON.parse(${JSON.stringify(texts)});`, map: null, moduleType: 'js' };
    }
    const icons = FIRST_VIEW_CODE.test(id) ? FIRST_VIEW_ICONS : EDITOR_FIRST_VIEW.test(id) ? EDITOR_ICONS : null;
    if (!icons) return;
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g))
      for (const name of names.split(',')) if (/^\s*Icon\w+\s*$/.test(name)) icons.add(name.trim());
  },
});

/**
 * Vite's helper for `import()` with preloads: every page's first load needs it, so in `app` (with the
 * translator's bundles loader in `app` since decision 074, it was otherwise a file of 0.8 kB of its own).
 */
const VITE_PRELOAD_HELPER = /^\0?vite\/preload-helper/;

/** Small modules of web/src/lib and web/src/components that boot and many pages share (the `app` file). */
const APP_SHARED =
  /web[\\/]src[\\/](lib[\\/]([^\\/]+|i18n[\\/](i18n|translator|react|use-locale|locale-link|text-parts)|properties[\\/][^\\/]+|onboarding[\\/][^\\/]+)\.tsx?$|components[\\/](page-intro|form-error|skip-link|on-demand|[a-z-]+-on-demand)\.tsx?$)/;
/**
 * Not in it: tests; modules that import a contract's values (they would bring zod) or only one page
 * uses. (early-requests was kept out while the entry imported it; only the API client does now, and
 * on its own it was a file of 0.2 kB.)
 */
/**
 * Tiny modules without imports of their own (host-view's: the languages) that boot or the host pages'
 * first view use (limits, clock times, the list of languages the entry reads too, the view cookie's
 * name, query keys): in `app` rather than a request of a few hundred bytes each.
 */
const APP_TINY =
  /(common[\\/](limits|clock-time|locales|host-view)|web[\\/]src[\\/]features[\\/](stays[\\/]api[\\/]stay-keys|support[\\/]api[\\/]support-keys))\.ts$/;
/**
 * The frame of the host pages and the inbox badge in it, with the badge's query (the inbox's API
 * hooks, 0.5 kB: a request of their own on every host page otherwise), in the `host-shell` file,
 * with the host layout itself (decision 066: the route preload finds it through grouped-modules.json).
 */
const HOST_SHELL =
  /web[\\/]src[\\/](components[\\/]layouts[\\/](dashboard-shell(\.tsx|\.module\.css)|guide-layout\.tsx)|features[\\/]inbox[\\/](components[\\/]unread-badge\.tsx|api[\\/]inbox\.ts))$/;
// select-on-demand (decision 061) draws inputs: in `app` it would bring the `inputs` file into every page.
const APP_SHARED_NOT =
  /\.test\.tsx?$|[\\/](zod|zod-jitless|form-rules|pending-invitation|password-strength|download)\.ts$|[\\/]select-on-demand\.tsx$/;

/**
 * The small modules the editor's first view shares with other guide pages (the property contract's
 * constants, the starter guide and machine-translation helpers, rich-text helpers, the lists' cache):
 * one `editor-shared` file instead of a request of a few hundred bytes each. Only these modules, not
 * what they import.
 */
const EDITOR_SHARED =
  /(common[\\/](contracts[\\/]property-constants|machine-translation|starter-filler|starter-guide|guide-languages)|web[\\/]src[\\/](components[\\/]rich-text-field[\\/]normalize-editor-html|features[\\/]guide-editor[\\/]lib[\\/]rich-text|lib[\\/]lists[\\/](list-cache|get-attraction-types)))\.ts$/;

/**
 * The host dashboard's page with the parts only it and one other page show (the property card, the
 * tutorials' list): one `dashboard` file instead of three (the properties and tutorials pages load it
 * too). Only these modules, not what they import (Vite's preload helper stays in the entry); a module
 * the dashboard starts to import that is not listed comes in a file of its own (the benchmark shows it).
 */
const DASHBOARD =
  /web[\\/]src[\\/](app[\\/]routes[\\/]host[\\/]dashboard-page\.tsx$|features[\\/](properties[\\/]components[\\/](property-card|create-property-button)\.tsx$|messages[\\/](api[\\/]message-failures\.ts|components[\\/]failed-messages-notice\.tsx)$|stays[\\/](api[\\/]get-stay-agenda\.ts|components[\\/]stay-agenda\.tsx)$|support[\\/](api[\\/]get-onboarding\.ts$|components[\\/]onboarding-checklist\.tsx$|tutorials[\\/](tutorials\.ts$|screenshots[\\/]))))/;

/**
 * A group's test: modules of these libraries, stylesheets excepted. main.tsx imports Mantine's
 * stylesheets; in a group they would make the small entry import the group's script at once.
 */
const libraries = (pattern: string) => {
  const modules = new RegExp(pattern);
  return (id: string): boolean => !id.endsWith('.css') && modules.test(id);
};

/**
 * The Mantine components of the reports' tables (ScrollArea brings floating-ui): the `ui` file. The
 * dropdowns (Combobox, Select, and Popover with them) are the `dropdowns` file, which the first views
 * load on first use (SelectOnDemand, decision 061). Those of the editor's and the dialogs' forms
 * (modals, switches, checkboxes...) are the `ui-forms` file, which imports `ui` and `dropdowns`; the
 * others (number and colour inputs, tags, pagination, accordions...) and the libraries only they use:
 * `ui-more` (decision 052).
 */
const FIELDS = ['ScrollArea', 'Table'];
const DROPDOWNS = ['Autocomplete', 'Combobox', 'Select'];
/**
 * Decision 061: the fields of the first views of the editor and the reports (inputs, tabs, segmented
 * controls), the chevron and clear button a closed Select draws (SelectOnDemand) and the check icon
 * the dropdowns and the checkboxes share, without the dropdowns' code: the `inputs` file, filled
 * before `ui`. Since decision 066 also @mantine/form (the editor's and the sign-in's forms), a file of
 * its own before.
 */
const INPUTS = libraries(
  String.raw`node_modules[\\/]@mantine[\\/]form[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|Tabs|SegmentedControl|FloatingIndicator|Combobox[\\/](ComboboxChevron|ComboboxClearButton|Combobox\.module)|Checkbox[\\/]CheckIcon)[\\/.]`,
);
const FORMS = ['Checkbox', 'Collapse', 'CopyButton', 'PasswordInput', 'Radio', 'Switch', 'Textarea'];

/**
 * The libraries of `vendor`: React, the router, TanStack Query, Mantine's core, store and
 * notifications, the hooks the app itself calls, and the components of HOST_FIRST_VIEW. The group
 * also takes what these import (the hooks Mantine's components use), but not the other hooks: those
 * load with what uses them. (The translator is the app's own, in `app`: decision 074.)
 */
const VENDOR = libraries(
  String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|@mantine[\\/]store|@mantine[\\/]notifications[\\/]esm[\\/](index|notifications\.store)|@mantine[\\/]hooks[\\/]esm[\\/](use-disclosure|use-media-query|use-debounced-value)|@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]core[\\/]esm[\\/]components[\\/](${HOST_FIRST_VIEW.join('|')}))[\\/.]`,
);

/** The Mantine components the first views load on first use (menus, tooltips): the `overlays` file. */
const OVERLAYS = ['Menu', 'Tooltip'];
/** Dialogs and drawers (a page often mounts one closed): the `dialogs` file, with the modal base and scroll lock. */
const DIALOGS = ['Drawer', 'Modal'];

/**
 * React Router's production build (decision 073): the package's exports name only
 * `dist/development`, whose development warnings run (and build their messages) on every render.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
    file,
  ),
}));

const proxied = ['/api', '/images', '/healthz', '/readyz'];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    react(),
    buildVersionPlugin(makeBuildId()),
    precompressPlugin(),
    firstViewIconsPlugin(),
    pageTextsPlugin(),
    groupedModulesPlugin(),
    mantineStableIdPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
      { find: '@web', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, configured jitless before its first schema is built (lib/zod.ts), wherever a page first
      // needs it: boot no longer imports it for the pages that never parse a contract.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // Decision 073: React Router's production build in the browser build (its package names only
      // the development one, with its warnings on).
      ...(command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the prerender (scripts/lib/prerender.mjs) links each public page's own styles.
    manifest: true,
    // One stylesheet for the whole app (decision 066): the host pages' few kB of their own styles
    // cost a request each on HTTP/1.1's six connections, more than their bytes in the entry's file;
    // a lazily loaded component's styles are then always there before it shows.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Browser build only (decision 052). Library files filled in order, highest priority first:
        // `vendor` (what the first view of every app page runs on: VENDOR, HOST_FIRST_VIEW), `inputs`
        // (INPUTS), `ui` (FIELDS), `dropdowns` (DROPDOWNS; decision 061), `ui-forms` (FORMS), `dialogs`
        // (DIALOGS), `overlays` (OVERLAYS), `ui-more` (the rest of Mantine). Each group also takes every module its modules import
        // (includeDependenciesRecursively, rolldown's default), so a file imports only the files
        // before it and no two form a cycle (the start-up failure of per-page Mantine groups,
        // "reading 'classes' of undefined"). Heavy parts that only some screens show (rich-text
        // editor, charts, PDF) match no group: they load with what shows them. The prerender's
        // server build keeps the default splitting.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'vendor',
                  priority: 5,
                  test: VENDOR,
                },
                {
                  // Decision 061: the other icons of the editor's first view (`app` has the icons' shared
                  // code), one file instead of one per icon.
                  name: (id) => {
                    const icon = path.basename(id, '.mjs');
                    return EDITOR_ICONS.has(icon) && !FIRST_VIEW_ICONS.has(icon) ? 'editor-icons' : null;
                  },
                  priority: 5,
                  // The icons only: what they are made with stays in `app` (TABLER_SHARED).
                  includeDependenciesRecursively: false,
                  test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                },
                {
                  // The app's small shared modules (session, API client, texts, locale links...): boot
                  // and the pages use them, and each would otherwise be a file of its own; with them the
                  // icons of the shells and the first views (FIRST_VIEW_ICONS) and what every icon is
                  // made with. Their other dependencies stay where they are (libraries in `vendor`,
                  // main.tsx's in the entry, contracts with their forms): the group imports those,
                  // nothing imports it back.
                  name: 'app',
                  priority: 5,
                  includeDependenciesRecursively: false,
                  test: (id) =>
                    ((APP_SHARED.test(id) || APP_TINY.test(id)) && !APP_SHARED_NOT.test(id)) ||
                    (TABLER_ICON.test(id) && FIRST_VIEW_ICONS.has(path.basename(id, '.mjs'))) ||
                    TABLER_SHARED.test(id) ||
                    VITE_PRELOAD_HELPER.test(id),
                },
                {
                  // The host shell around every host page (its layout, frame and unread badge): one file.
                  name: 'host-shell',
                  priority: 5,
                  includeDependenciesRecursively: false,
                  test: (id) => HOST_SHELL.test(id),
                },
                {
                  // Decision 061: defined before `ui` at the same priority, so filled first.
                  name: 'inputs',
                  priority: 4,
                  test: INPUTS,
                },
                {
                  name: 'dashboard',
                  priority: 4,
                  includeDependenciesRecursively: false,
                  test: DASHBOARD,
                },
                {
                  name: 'editor-shared',
                  priority: 4,
                  includeDependenciesRecursively: false,
                  test: EDITOR_SHARED,
                },
                {
                  name: 'ui',
                  priority: 4,
                  test: libraries(
                    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${FIELDS.join('|')})[\\/]`,
                  ),
                },
                {
                  // Decision 061: after `ui`, at the same priority.
                  name: 'dropdowns',
                  priority: 4,
                  test: libraries(
                    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${DROPDOWNS.join('|')})[\\/]`,
                  ),
                },
                {
                  name: 'ui-forms',
                  priority: 3,
                  test: libraries(
                    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${FORMS.join('|')})[\\/]`,
                  ),
                },
                {
                  name: 'dialogs',
                  priority: 2,
                  test: libraries(
                    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${DIALOGS.join('|')})[\\/]`,
                  ),
                },
                {
                  // Menus and tooltips: the shells load them on first use (MenuOnDemand,
                  // TooltipOnDemand); Popover and floating-ui come from `ui`.
                  name: 'overlays',
                  priority: 1,
                  test: libraries(
                    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](${OVERLAYS.join('|')})[\\/]`,
                  ),
                },
                {
                  name: 'ui-more',
                  priority: 0,
                  test: libraries(
                    String.raw`node_modules[\\/](@mantine[\\/]core|@floating-ui|tslib|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|tabbable)[\\/]`,
                  ),
                },
              ],
            },
      },
    },
  },
}));
