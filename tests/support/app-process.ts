import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The flags `node` is given before the script's path in a package.json script. */
function nodeFlagsOf(script: string): string[] {
  const [, ...words] = script.split(/\s+/); // after "node"
  const scriptAt = words.findIndex((word) => !word.startsWith('--'));
  return scriptAt === -1 ? words : words.slice(0, scriptAt);
}

/**
 * The Node flags `npm start` gives the server (its script in package.json; decision 089: a young
 * generation sized for a server's allocation rate), so the browser tests, the process tests and the
 * benchmark run it as a deployment does.
 */
export const SERVER_NODE_FLAGS = nodeFlagsOf(
  (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      scripts: { start: string };
    }
  ).scripts.start,
);

export interface AppProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export interface StartOptions {
  env?: Record<string, string>;
  /** `dist` runs the built bundle (browser tests); `source` runs server/main.ts through tsx. */
  entry?: 'dist' | 'source';
  dataDir?: string;
  port?: number;
  /** Resolve as soon as the process is spawned instead of waiting for /api/health. */
  noWait?: boolean;
}

/** Starts the server as a real process on a free port with its own data dir. */
export async function startAppProcess(options: StartOptions = {}): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const url = `http://localhost:${port}`;
  const args = [
    ...SERVER_NODE_FLAGS,
    ...(options.entry === 'source'
      ? ['--import', 'tsx', 'server/main.ts']
      : ['dist/server/main.js']),
  ];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Browser tests change data and read public pages at once; decision 075's cache is tested alone.
      PUBLIC_PAGE_CACHE_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const app: AppProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (!options.noWait) await waitForHealth(app);
  return app;
}

/**
 * Waits for the first 200 from /api/health. A liveness bound, not a speed check: a new data dir
 * (initdb, migrations) takes seconds on a quiet machine and much longer on a busy one.
 */
export async function waitForHealth(
  app: AppProcess,
  { timeoutMs = 90_000, pollMs = 100 }: { timeoutMs?: number; pollMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  const hasExited = () => app.child.exitCode !== null || app.child.signalCode !== null;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`App exited during start-up:\n${app.output()}`);
    try {
      const response = await fetch(`${app.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`App did not become healthy in ${timeoutMs} ms:\n${app.output()}`);
}

/**
 * A fresh DATA_DIR. mkdtemp makes it 0700; when the tests run as root the embedded PostgreSQL
 * runs as the postgres OS user, which must be able to enter it.
 */
export function makeDataDir(prefix = 'wellspring-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
