import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScript, loadGuestAssets, readCssWithImports } from './guest-assets';
import { renderDocument } from './page/layout';
import { html } from './page/html';

/**
 * Decision 064: the guest page makes no script request before its largest paint. The starter is
 * written into the page and allowed by its hash; it names the page script, which it loads later.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'gb-guest-assets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const STARTER = 'var r=document.querySelector(`script[data-guest-script]`);r&&import(r.dataset.guestScript);\n';
mkdirSync(path.join(dist, '.vite'), { recursive: true });
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/main.ts': { file: 'assets/main-abc.js', isEntry: true },
    'src/starter.ts': { file: 'assets/starter-def.js', isEntry: true },
    'style.css': { file: 'assets/style-ghi.css' },
  }),
);
writeFileSync(path.join(dist, 'assets', 'starter-def.js'), STARTER);
writeFileSync(path.join(dist, 'assets', 'style-ghi.css'), 'body{margin:0}');

const theme = {
  code: 'default',
  primaryColor: '#123456',
  accentColor: '#654321',
  backgroundColor: '#ffffff',
  surfaceColor: '#fafafa',
  textColor: '#111111',
  onPrimaryColor: '#ffffff',
};
const page = (assets: ReturnType<typeof loadGuestAssets>, data = true) =>
  renderDocument({
    locale: 'en',
    title: 'Casa Sol',
    description: 'Guide',
    theme,
    assets,
    bodyClass: 'guest',
    body: html`<h1>Casa Sol</h1>`,
    ...(data ? { data: html`{}` } : {}),
  });

describe('the guest page script', () => {
  it('is started by a starter written into the page, allowed by the hash of its exact text', () => {
    const assets = loadGuestAssets(dist);
    expect(assets.scriptUrl).toBe('/guest/assets/main-abc.js');
    const document = page(assets);
    const inline = /<script type="module" data-guest-script="\/guest\/assets\/main-abc\.js">([\s\S]*?)<\/script>/.exec(
      document,
    );
    expect(inline?.[1]).toBe(STARTER.trim());
    // No script request of its own: nothing in the page names a script file to fetch.
    expect(document).not.toMatch(/<script[^>]*\ssrc=/);
    const hash = createHash('sha256').update(inline![1]!).digest('base64');
    expect(assets.starter?.source).toBe(`'sha256-${hash}'`);
    // A page without interactions (404, link page) has no script at all.
    expect(page(assets, false)).not.toContain('<script');
  });

  it('falls back to the plain module tag without a starter in the build, and to no script without a build', () => {
    const bare = { ...loadGuestAssets(dist), starter: null };
    expect(page(bare)).toContain('<script type="module" src="/guest/assets/main-abc.js" fetchpriority="low"></script>');
    const none = loadGuestAssets(null);
    expect(none.starter).toBeNull();
    expect(page(none)).not.toContain('<script type="module"');
  });

  it('is never inlined when its text could end the script element early', () => {
    expect(inlineScript('a("</script><img src=x>")')).toBeNull();
    expect(inlineScript('a("<!--")')).toBeNull();
    expect(inlineScript('  ')).toBeNull();
    expect(inlineScript(' go() \n')).toEqual({
      code: 'go()',
      source: `'sha256-${createHash('sha256').update('go()').digest('base64')}'`,
    });
  });
});

describe('the guest stylesheet without a build', () => {
  it('is the source stylesheet with its parts in place of their @import lines, in order', () => {
    const dir = path.join(dist, 'css');
    mkdirSync(path.join(dir, 'parts'), { recursive: true });
    writeFileSync(path.join(dir, 'entry.css'), '/* entry */\n@import \'./parts/a.css\';\n@import "./parts/b.css";\n');
    writeFileSync(path.join(dir, 'parts', 'a.css'), ".a {\n  color: red;\n}\n@import './c.css';\n");
    writeFileSync(path.join(dir, 'parts', 'b.css'), '.b { margin: 0; }\n');
    writeFileSync(path.join(dir, 'parts', 'c.css'), '.c { padding: 0; }\n');
    const css = readCssWithImports(path.join(dir, 'entry.css'));
    expect(css).not.toContain('@import');
    expect(css.indexOf('.a {')).toBeLessThan(css.indexOf('.c {'));
    expect(css.indexOf('.c {')).toBeLessThan(css.indexOf('.b {'));
  });

  it('carries every rule of the guest stylesheet, from its first part to its last', () => {
    const { css } = loadGuestAssets(null);
    expect(css).not.toContain('@import');
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('@media print');
  });
});
