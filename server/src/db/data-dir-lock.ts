import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Guidebook server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR (or DATABASE_URL for a shared PostgreSQL server).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The state letter of a process from Linux's /proc/<pid>/stat ("R", "S", "Z"...), or null where there is no /proc. */
export function procState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "<pid> (<command, which may hold spaces and parentheses>) <state> ..."
    return stat.slice(stat.lastIndexOf(')') + 2).charAt(0) || null;
  } catch {
    return null;
  }
}

/**
 * Whether a lock owner still runs. A zombie (exited, not yet reaped by its parent: state Z, or X
 * while being reaped) still answers kill(pid, 0) but holds nothing, so it counts as dead.
 */
export function isProcessAlive(pid: number, stateOf: (pid: number) => string | null = procState): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = stateOf(pid);
  return state !== 'Z' && state !== 'X';
}

/**
 * The embedded database is a single-writer directory: a second process opening it would corrupt
 * it. Takes an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isProcessAlive(pid))
        throw new DataDirLockedError(dataDir, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
