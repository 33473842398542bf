import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One app process per DATA_DIR: it owns the embedded PostgreSQL there (starts it, stops it,
 * and after a crash stops the orphan it left). A lock file holds our pid; a lock left by a dead
 * process (kill -9) is taken over, a live one is refused.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'wellspring.lock');
  const me: LockOwner = { pid: process.pid, host: hostname() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readOwner(lockPath)?.pid === me.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (owner && owner.host === me.host && !isAlive(owner.pid)) {
      rmSync(lockPath, { force: true });
      continue;
    }
    if (owner && owner.host !== me.host) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is locked by process ${owner.pid} on host ${owner.host}; ` +
          `if that process is gone, delete ${lockPath}`,
      );
    }
    if (owner) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Wellspring process (pid ${owner.pid}); ` +
          'stop it first or choose another DATA_DIR',
      );
    }
    // An unreadable lock is a lock being written right now by a starting process.
    throw new DataDirLockedError(`DATA_DIR ${dataDir} is being opened by another process`);
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
