import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under a directory, relative, dot-files included. */
export const filesUnder = (root: string): string[] =>
  existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    : [];
