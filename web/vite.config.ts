import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const API_ORIGIN = 'http://127.0.0.1:3000';

/** A build id that changes with every build: BUILD_ID when the pipeline sets one, else commit + time. */
const makeBuildId = (): string => {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: webRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. a source tarball): the timestamp alone keeps ids unique.
  }
  return `${commit}-${Date.now().toString(36)}`;
};

/**
 * Emits /version.json next to the bundle and serves the same file in dev, so the running app can
 * poll it and notice that a newer build was deployed. The id is also compiled in as __BUILD_ID__.
 */
const buildVersionPlugin = (buildId: string): Plugin => {
  const body = () => JSON.stringify({ version: buildId, builtAt: new Date().toISOString() });
  return {
    name: 'guidebook-build-version',
    config: () => ({ define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body() });
    },
  };
};

/**
 * Writes .br and .gz next to each script and stylesheet of the client build, so the server sends them
 * pre-compressed (@fastify/static preCompressed) instead of 1.4 MB of plain text to a phone.
 */
const precompressPlugin = (): Plugin => ({
  name: 'guidebook-precompress',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  writeBundle(options, bundle) {
    for (const file of Object.values(bundle)) {
      if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
      const source = file.type === 'chunk' ? file.code : file.source;
      const target = path.join(options.dir ?? '', file.fileName);
      writeFileSync(
        `${target}.br`,
        brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${target}.gz`, gzipSync(source, { level: 9 }));
    }
  },
});

const proxied = ['/api', '/images', '/healthz', '/readyz'];

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react(), buildVersionPlugin(makeBuildId()), precompressPlugin()],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
      '@web': fileURLToPath(new URL('./src', import.meta.url)),
    },
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
    rolldownOptions: {
      output: {
        // Browser build only (decision 052). The UI base every app page runs on (React, the router,
        // Mantine's components and hooks, TanStack Query, i18next) is one chunk, cached across deploys,
        // instead of ~90 files of a few kB each (one per Mantine component, split by which lazy pages
        // share them). One chunk on purpose: split into groups (entriesAware), Mantine's components
        // imported each other across chunks in a cycle and failed to start. Heavy parts that only some
        // screens show (rich-text editor, charts, PDF) match no group: they load with what shows them.
        // The prerender's server build keeps the default splitting (grouping changes its module order).
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@mantine[\\/](core|hooks|notifications|store)|@floating-ui|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|clsx|tslib|react-transition-group|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|tabbable)[\\/]/,
                },
              ],
            },
      },
    },
  },
}));
