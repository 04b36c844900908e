import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server test files that open a database (directly or through a test helper they import): only
 * these run a second time on PostgreSQL. A file of pure logic (parsers, the concierge's scoring, the
 * sanitiser...) gives the same answer on either database, so running it twice only costs time.
 */
const OPENS_DATABASE = /\b(createTestDatabase|buildTestApp|buildWebAppTestServer|testDbKind|TEST_DB_KIND)\b/;
const RELATIVE_IMPORT = /from\s+'(\.{1,2}\/[^']+)'/g;
/** Helpers a test may go through: test utilities and fixtures, never the app's own modules. */
const isTestSupport = (file: string) => /[\\/]test[\\/]|\.test-|fixtures|[\\/]faults[\\/]/.test(file);

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [base, `${base}.ts`, path.join(base, 'index.ts')].find(
      (candidate) => /\.ts$/.test(candidate) && existsSync(candidate),
    ) ?? null
  );
}

function opensDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (OPENS_DATABASE.test(text)) return true;
  for (const match of text.matchAll(RELATIVE_IMPORT)) {
    const target = resolveSource(file, match[1]!);
    if (target && isTestSupport(target) && opensDatabase(target, seen)) return true;
  }
  return false;
}

export function serverTestFilesOpeningADatabase(root: string): string[] {
  return readdirSync(path.join(root, 'server'), { recursive: true })
    .map((file) => path.join('server', String(file)))
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .filter((file) => opensDatabase(path.join(root, file)))
    .sort();
}
