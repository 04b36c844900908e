import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gb-lock-'));
    const release = lockDataDir(dir);
    // A live foreign pid in the lock file: our parent process stands in for another server.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left behind by a process that has died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gb-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    writeFileSync(path.join(dir, 'server.lock'), dead.stdout.toString().trim());
    const release = lockDataDir(dir);
    release();
  });
});
