import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneStylesheets, withoutUnusedMantineRules } from '../../web/build-stylesheet';

describe('withoutUnusedMantineRules', () => {
  const used = new Set(['m_a1a1']);

  it('drops the rules of Mantine classes no script uses and keeps the others', () => {
    const css = '.m_a1a1{color:red}.m_b2b2{color:blue}.app_x{color:green}:root{--a:1}';
    expect(withoutUnusedMantineRules(css, used)).toBe('.m_a1a1{color:red}.app_x{color:green}:root{--a:1}');
  });

  it('keeps a selector list with one usable selector, without the other', () => {
    expect(withoutUnusedMantineRules('.m_b2b2 a,.m_a1a1 a{margin:0}', used)).toBe('.m_a1a1 a{margin:0}');
  });

  it('keeps what a parenthesised pseudo-class names: it may still match', () => {
    const css = '.m_a1a1:not(.m_b2b2){top:0}:where(.m_b2b2,.m_a1a1){left:0}';
    expect(withoutUnusedMantineRules(css, used)).toBe(css);
  });

  it('drops media queries left empty and leaves keyframes alone', () => {
    const css = '@media (min-width:1px){.m_b2b2{top:0}}@keyframes m_c3c3{from{opacity:0}}';
    expect(withoutUnusedMantineRules(css, used)).toBe('@keyframes m_c3c3{from{opacity:0}}');
  });
});

describe('pruneStylesheets', () => {
  it('writes the pruned stylesheet under a name from its content and points index.html and the manifest at it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gb-stylesheet-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, 'assets/style-AAAAAAAA.css'), '.m_a1a1{color:red}.m_b2b2{color:blue}');
    writeFileSync(path.join(dir, 'index.html'), '<link rel="stylesheet" href="/assets/style-AAAAAAAA.css">');
    writeFileSync(path.join(dir, '.vite/manifest.json'), '{"style.css":{"file":"assets/style-AAAAAAAA.css"}}');
    const renamed = pruneStylesheets(dir, [
      { type: 'chunk', fileName: 'assets/a.js', code: 'const c={root:"m_a1a1"};' },
      { type: 'asset', fileName: 'assets/style-AAAAAAAA.css', source: '' },
    ]);
    const pruned = renamed.get('assets/style-AAAAAAAA.css');
    expect(pruned?.source).toBe('.m_a1a1{color:red}');
    expect(pruned?.fileName).toMatch(/^assets\/style-[\w-]{8}\.css$/);
    expect(pruned?.fileName).not.toBe('assets/style-AAAAAAAA.css');
    expect(readdirSync(path.join(dir, 'assets'))).toEqual([path.basename(pruned!.fileName)]);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(pruned!.fileName);
    expect(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')).toContain(pruned!.fileName);
  });
});
