import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  importSpecifier,
  parseLazyLayouts,
  parseRouteTable,
  parseSurfacesOfLayout,
  routePreload,
} from './route-preload.mjs';

const source = (file: string) => readFileSync(new URL(`../../web/src/app/${file}`, import.meta.url), 'utf8');

interface Page {
  path: string;
  layout: string;
  prerender?: boolean;
  surfaces?: readonly string[];
  page: () => unknown;
}
// The route table itself (imported by address: it is web code, outside the scripts' type check).
const routeTable = new URL('../../web/src/app/route-table.ts', import.meta.url).href;
const { PAGES, SURFACES_OF_LAYOUT } = (await import(/* @vite-ignore */ routeTable)) as {
  PAGES: Page[];
  SURFACES_OF_LAYOUT: Record<string, string[]>;
};

describe('route-preload reads the route table as it is', () => {
  it('reads every page: path, layout, prerender, surfaces and module', () => {
    const read = parseRouteTable(source('route-table.ts'));
    const real = PAGES.map((page) => ({
      path: page.path,
      layout: page.layout,
      prerender: page.prerender === true,
      surfaces: [...(page.surfaces ?? [])],
      // The test transform writes the import as the resolved file (/web/src/app/routes/....tsx).
      module: importSpecifier(page.page.toString())
        ?.replace(/^\/web\/src\/app\//, './')
        .replace(/\.tsx$/, ''),
    }));
    // Computed paths (the insights articles, prerendered) are read as written.
    const comparable = (pages: typeof real) => pages.filter((page) => !page.prerender);
    expect(comparable(read)).toEqual(comparable(real));
    expect(read.filter((page) => page.prerender).length).toBeGreaterThan(0);
  });

  it("reads the layouts' surfaces and the lazily loaded layouts", () => {
    expect(parseSurfacesOfLayout(source('route-table.ts'))).toEqual(SURFACES_OF_LAYOUT);
    expect(parseLazyLayouts(source('router.tsx'))).toEqual({
      guide: '@web/components/layouts/guide-layout',
      admin: '@web/components/layouts/admin-layout',
    });
  });
});

describe('routePreload', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_locales.js'], css: ['assets/index.css'] },
    '_locales.js': { file: 'assets/locales.js' },
    'src/app/boot.tsx': { file: 'assets/boot.js', imports: ['index.html', '_vendor.js'], css: ['assets/boot.css'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/components/layouts/guide-layout.tsx': { file: 'assets/guide-layout.js', imports: ['_vendor.js', '_shell.js'] },
    '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
    'src/app/routes/host/dashboard-page.tsx': {
      file: 'assets/dashboard.js',
      imports: ['src/app/boot.tsx', '_shell.js'],
    },
    'src/app/routes/marketing/pricing-page.tsx': { file: 'assets/pricing.js' },
    ...Object.fromEntries(
      ['en', 'es'].flatMap((locale) =>
        [
          ['common', `../common/locales/${locale}/common.json`],
          ['host', `../common/locales/${locale}/host.json?texts=host&lang.json`],
          ['host-editor', `../common/locales/${locale}/host.json?texts=host-editor&lang.json`],
        ].map(([file, key]) => [key, { file: `assets/${file}-${locale}.js` }]),
      ),
    ),
  };
  const preload = routePreload(manifest, {
    pages: [
      {
        path: 'home',
        layout: 'guide',
        prerender: false,
        surfaces: ['host-editor'],
        module: './routes/host/dashboard-page',
      },
      { path: 'pricing', layout: 'main', prerender: true, surfaces: [], module: './routes/marketing/pricing-page' },
    ],
    surfacesOfLayout: { guide: ['host'], main: [] },
    lazyLayouts: { guide: '@web/components/layouts/guide-layout' },
  });

  it("lists boot's chunks and styles, without the entry's (index.html names them)", () => {
    expect(preload.boot).toEqual(['/assets/boot.js', '/assets/boot.css', '/assets/vendor.js']);
  });

  it("lists each app page's layout and module per language without boot's files, and its texts apart; no prerendered page", () => {
    const own = ['/assets/guide-layout.js', '/assets/shell.js', '/assets/shell.css', '/assets/dashboard.js'];
    expect(preload.routes).toEqual([
      {
        path: '/home',
        files: { en: own, es: own },
        texts: ['common', 'host', 'host-editor'],
        textFiles: {
          en: ['/assets/common-en.js', '/assets/host-en.js', '/assets/host-editor-en.js'],
          es: ['/assets/common-es.js', '/assets/host-es.js', '/assets/host-editor-es.js'],
        },
      },
    ]);
  });

  it('finds a lazily loaded module that a library group put in a shared file through grouped-modules', () => {
    const { 'src/components/layouts/guide-layout.tsx': _layout, ...withoutLayout } = manifest;
    const grouped = routePreload(
      {
        ...withoutLayout,
        '_shell.js': { file: 'assets/shell.js', imports: ['_vendor.js'], css: ['assets/shell.css'] },
      },
      {
        pages: [
          { path: 'home', layout: 'guide', prerender: false, surfaces: [], module: './routes/host/dashboard-page' },
        ],
        surfacesOfLayout: { guide: ['host'] },
        lazyLayouts: { guide: '@web/components/layouts/guide-layout' },
        grouped: { 'src/components/layouts/guide-layout.tsx': '_shell.js' },
      },
    );
    expect(grouped.routes[0]?.files.en).toEqual(['/assets/shell.js', '/assets/shell.css', '/assets/dashboard.js']);
  });

  it('fails the build when a module is missing from the manifest', () => {
    expect(() =>
      routePreload(manifest, {
        pages: [{ path: 'x', layout: 'main', prerender: false, surfaces: [], module: './routes/gone-page' }],
        surfacesOfLayout: {},
        lazyLayouts: {},
      }),
    ).toThrow(/gone-page/);
  });
});
