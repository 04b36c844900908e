import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, isProcessAlive, lockDataDir, procState } from './data-dir-lock';

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

  it('takes over a lock whose owner is a zombie (exited, not yet reaped)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gb-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    // Our parent stands in for the owner; its /proc state says it has exited.
    expect(isProcessAlive(process.ppid, () => 'Z')).toBe(false);
    expect(isProcessAlive(process.ppid, () => 'X')).toBe(false);
    expect(isProcessAlive(process.ppid, () => 'S')).toBe(true);
    // Without /proc (macOS) a process that answers signals counts as alive.
    expect(isProcessAlive(process.ppid, () => null)).toBe(true);
    expect(isProcessAlive(2 ** 22 + 12_345, () => 'S')).toBe(false);
  });

  it('reads the state after the command name, which may hold spaces and parentheses', () => {
    expect(procState(process.pid)).toMatch(/^[A-Za-z]$/);
    expect(procState(2 ** 22 + 12_345)).toBeNull();
  });
});

// A real zombie needs a parent that does not reap: python's waitid(WNOWAIT) waits for the exit and
// leaves the child a zombie, deterministically (no sleeping). Skipped where python3 is missing.
const hasPython = process.platform === 'linux' && spawnSync('python3', ['-c', 'pass']).status === 0;

describe.runIf(hasPython)('lockDataDir with a real zombie owner', () => {
  it('takes the lock over', async () => {
    const parent = spawn('python3', [
      '-c',
      'import os,sys\npid=os.fork()\nif pid==0: os._exit(0)\nos.waitid(os.P_PID,pid,os.WEXITED|os.WNOWAIT)\nprint(pid,flush=True)\nsys.stdin.read()',
    ]);
    try {
      const zombie = await new Promise<number>((resolve, reject) => {
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
        parent.once('error', reject);
      });
      expect(procState(zombie)).toBe('Z');
      const dir = mkdtempSync(path.join(tmpdir(), 'gb-lock-'));
      writeFileSync(path.join(dir, 'server.lock'), String(zombie));
      const release = lockDataDir(dir);
      release();
    } finally {
      parent.stdin.end();
      parent.kill();
    }
  });
});
