import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../lib/logger';
import { isAlive } from './lock';

/**
 * When the app dies without shutting down (kill -9, power loss of the Node process only), its
 * PostgreSQL keeps running as an orphan and keeps `postmaster.pid`. We hold the DATA_DIR lock
 * when this runs, so a live postgres of this data dir can only be such an orphan: it is stopped,
 * and PostgreSQL's own crash recovery (if it needs one) runs on the next start. A pid file of
 * a dead process, or of a pid some other program now has, is removed.
 */
export async function clearOrphanedPostmaster(pgdata: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === undefined) return;
  if (isRunning(pid) && isPostgresOf(pid, pgdata)) {
    logger.warn({ pid }, 'stopping the embedded PostgreSQL left running by a previous process');
    await stopProcess(pid);
    logger.info({ pid }, 'previous PostgreSQL stopped');
  }
  // Fast shutdown removes the file itself; after an immediate stop or a kill it is left behind.
  if (readPid(pidFile) === pid) rmSync(pidFile, { force: true });
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie waiting for its parent (an exited orphan's reaper may be slow). */
function isRunning(pid: number): boolean {
  if (!isAlive(pid)) return false;
  if (process.platform !== 'linux') return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Whether `pid` is a postgres server whose data directory is `pgdata`. */
export function isPostgresOf(pid: number, pgdata: string): boolean {
  const expected = realpathSync(pgdata);
  if (process.platform === 'linux') {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!path.basename(argv[0] ?? '').startsWith('postgres')) return false;
      // The postmaster runs with its data directory as working directory.
      return readlinkSync(`/proc/${pid}/cwd`) === expected;
    } catch {
      return false;
    }
  }
  if (process.platform === 'win32') return false;
  try {
    const command = execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    return /(^|\/)postgres\s/.test(command) && command.includes(`-D ${expected}`);
  } catch {
    return false;
  }
}

const signals: Array<[NodeJS.Signals, number]> = [
  // fast shutdown: ends sessions, checkpoints, exits
  ['SIGINT', 15_000],
  // immediate shutdown: exits now, crash recovery on the next start
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];

async function stopProcess(pid: number): Promise<void> {
  for (const [signal, waitMs] of signals) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isRunning(pid)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`The previous PostgreSQL (pid ${pid}) did not stop`);
}
