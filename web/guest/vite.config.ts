import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * The guest guide's own lean build (no React, no UI kit): the page script, its starter and the
 * service worker. The server inlines the stylesheet and the starter into each guest page and serves
 * the rest under /guest/
 * (server/src/modules/guide/guest-assets.ts reads .vite/manifest.json).
 *   npx vite build --config web/guest/vite.config.ts
 */
const guestRoot = fileURLToPath(new URL('.', import.meta.url));

/** Writes .br and .gz next to each script so the server can send them pre-compressed. */
const precompress = (): Plugin => ({
  name: 'guest-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.values(bundle)) {
      if (!/\.(js|css)$/.test(file.fileName)) continue;
      const source = file.type === 'chunk' ? file.code : file.source;
      const target = path.join(options.dir!, file.fileName);
      writeFileSync(`${target}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${target}.gz`, gzipSync(source, { level: 9 }));
    }
  },
});

export default defineConfig({
  root: guestRoot,
  base: '/guest/',
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir: path.join(guestRoot, 'dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    modulePreload: false,
    sourcemap: false,
    cssCodeSplit: false,
    rolldownOptions: {
      input: {
        main: path.join(guestRoot, 'src/main.ts'),
        starter: path.join(guestRoot, 'src/starter.ts'),
        sw: path.join(guestRoot, 'src/sw.ts'),
      },
      output: {
        // The worker keeps one fixed URL (/guest-sw.js): browsers look for updates at that address.
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'guest-sw.js' : 'assets/[name]-[hash].js'),
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
