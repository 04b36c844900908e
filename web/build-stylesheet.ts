// The app's one stylesheet without the Mantine rules no script of the build can use (decision 066).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

/** Mantine's component classes: `m_` and a hex hash, in its stylesheets and its scripts' class maps. */
const MANTINE_CLASS = /\bm_[0-9a-f]+\b/g;

/** A selector without what its parenthesised pseudo-classes hold (`:not(...)`, `:where(...)`, ...). */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const char of selector) {
    if (char === '(') depth++;
    if (depth === 0) kept += char;
    if (char === ')') depth = Math.max(0, depth - 1);
  }
  return kept;
}

/**
 * The stylesheet without the selectors that name, outside any parentheses, a Mantine class that is
 * not in `used`: no element can carry that class, so they can never match (a class inside `:not()` or
 * `:where()` is kept, whatever it is). Rules left without selectors and at-rules left empty go too.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) =>
      (outsideParentheses(selector).match(MANTINE_CLASS) ?? []).every((name) => used.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

interface WrittenFile {
  fileName: string;
  type: 'chunk' | 'asset';
  code?: string;
  source?: string | Uint8Array;
}

/**
 * Rewrites the written stylesheets of the client build in `dir` without the Mantine rules its scripts
 * cannot use, under a name from the new content (the old name came from the whole stylesheet, and a
 * cached copy under it must never miss a rule a later build needs), and points index.html and Vite's
 * manifest at it. Answers the new names and contents by the old name.
 */
export function pruneStylesheets(dir: string, files: WrittenFile[]): Map<string, { fileName: string; source: string }> {
  const used = new Set(files.flatMap((file) => (file.type === 'chunk' ? (file.code?.match(MANTINE_CLASS) ?? []) : [])));
  const renamed = new Map<string, { fileName: string; source: string }>();
  for (const file of files) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
    const source = withoutUnusedMantineRules(readFileSync(path.join(dir, file.fileName), 'utf8'), used);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const fileName = file.fileName.replace(/(-[\w-]{8})?\.css$/, `-${hash}.css`);
    rmSync(path.join(dir, file.fileName));
    writeFileSync(path.join(dir, fileName), source);
    renamed.set(file.fileName, { fileName, source });
  }
  for (const referrer of ['index.html', '.vite/manifest.json']) {
    const target = path.join(dir, referrer);
    let text = readFileSync(target, 'utf8');
    for (const [from, to] of renamed) text = text.split(from).join(to.fileName);
    writeFileSync(target, text);
  }
  return renamed;
}
