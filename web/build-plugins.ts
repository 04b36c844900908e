// The web build's own Vite plugins (web/vite.config.ts uses them): build id, pre-compressed files,
// the page texts the server writes into the app shell, and where grouped lazily loaded modules went.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { type Plugin } from 'vite';
import { pruneStylesheets } from './build-stylesheet';
import { HOST_FILES, pickHostTexts } from './src/lib/i18n/text-parts';

// (A path, not `new URL('.', ...)`: the web tests import this file under jsdom, whose URL Node's
// fileURLToPath refuses.)
const webRoot = path.dirname(fileURLToPath(import.meta.url)) + path.sep;

/** A build id that changes with every build: BUILD_ID when the pipeline sets one, else commit + time. */
export const makeBuildId = (): string => {
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
export const buildVersionPlugin = (buildId: string): Plugin => {
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
 * pre-compressed (@fastify/static preCompressed) instead of 1.4 MB of plain text to a phone. First the
 * stylesheet loses the Mantine rules no script of the build uses (build-stylesheet.ts, decision 066).
 */
export const precompressPlugin = (): Plugin => ({
  name: 'guidebook-precompress',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  writeBundle(options, bundle) {
    const renamed = pruneStylesheets(options.dir ?? '', Object.values(bundle));
    for (const file of Object.values(bundle)) {
      if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
      const pruned = renamed.get(file.fileName);
      const source = pruned ? pruned.source : file.type === 'chunk' ? file.code : file.source;
      const target = path.join(options.dir ?? '', pruned ? pruned.fileName : file.fileName);
      writeFileSync(
        `${target}.br`,
        brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${target}.gz`, gzipSync(source, { level: 9 }));
    }
  },
});

/**
 * page-texts.json: every text file the app loads (common/locales/<lang>/<surface>.json, the host texts
 * in their parts), by language. The server writes a page's into its app shell (decision 065).
 */
export const pageTextsPlugin = (): Plugin => ({
  name: 'guidebook-page-texts',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    const dir = fileURLToPath(new URL('../common/locales', import.meta.url));
    const texts: Record<string, Record<string, unknown>> = {};
    for (const lang of readdirSync(dir).filter((name) => /^[a-z]{2}$/.test(name))) {
      const read = (file: string) => JSON.parse(readFileSync(path.join(dir, lang, `${file}.json`), 'utf8'));
      texts[lang] = Object.fromEntries(
        readdirSync(path.join(dir, lang))
          .map((name) => name.replace(/\.json$/, ''))
          .filter((file) => file !== 'host' && file !== 'server')
          .map((file) => [file, read(file)]),
      );
      for (const part of HOST_FILES) texts[lang][part] = pickHostTexts(read('host'), part);
    }
    this.emitFile({ type: 'asset', fileName: 'page-texts.json', source: JSON.stringify(texts) });
  },
});

/**
 * .vite/grouped-modules.json: the modules loaded lazily (`import()`) that a library group put in a
 * shared file (the host layout in `host-shell`), by their manifest key, with the manifest key of that
 * file. Vite's manifest names a file by the module it was made for; scripts/lib/route-preload.mjs
 * looks a lazily loaded page or layout up here when the manifest has no file of its own for it.
 */
export const groupedModulesPlugin = (): Plugin => ({
  name: 'guidebook-grouped-modules',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle(_options, bundle) {
    const grouped: Record<string, string> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const id of chunk.moduleIds) {
        if (id === chunk.facadeModuleId || !id.startsWith(webRoot) || id.includes('node_modules')) continue;
        if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
        grouped[path.relative(webRoot, id).split(path.sep).join('/')] = `_${path.basename(chunk.fileName)}`;
      }
    }
    this.emitFile({ type: 'asset', fileName: '.vite/grouped-modules.json', source: JSON.stringify(grouped) });
  },
});

/** @mantine/hooks' own index, which takes its useId from `./use-id/use-id.mjs`. */
const MANTINE_HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/**
 * Decision 070: Mantine's useId is the app's `lib/mantine-use-id.ts` (React's id only). Mantine's
 * own starts from React's id and, in a layout effect of every component that asks for one (each
 * labelled input, tabs, segmented controls...), swaps it for a random one: a second, synchronous
 * render of all of them before the first paint, which also runs the first render's effects (queries,
 * lazy imports) before it.
 */
export const mantineStableIdPlugin = (): Plugin => ({
  name: 'guidebook-mantine-stable-id',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './use-id/use-id.mjs' && importer && MANTINE_HOOKS_INDEX.test(importer)
      ? path.join(webRoot, 'src/lib/mantine-use-id.ts')
      : null,
});
