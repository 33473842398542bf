import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  removeDataDir,
  startAppProcess,
  waitForHealth,
  type AppProcess,
} from '../tests/support/app-process';

// The server as an operator runs it: a real process, signals, a data dir on disk.
const running: AppProcess[] = [];
const dirs: string[] = [];

async function start(options: Parameters<typeof startAppProcess>[0] = {}) {
  const app = await startAppProcess({ entry: 'source', ...options });
  running.push(app);
  return app;
}

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wellspring-process-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop('SIGKILL')));
  dirs.splice(0).forEach(removeDataDir);
});

const origin = (app: AppProcess) => ({ origin: app.url, 'content-type': 'application/json' });

async function signUp(app: AppProcess, email: string) {
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: origin(app),
    body: JSON.stringify({ name: 'Process Test', email, password: 'correct-horse-battery' }),
  });
  return response.status;
}

describe('configuration', () => {
  it('refuses to start on a bad value with one line naming the variable', async () => {
    const app = await start({ env: { PORT: 'eighty' }, noWait: true });
    expect(await app.stop('SIGCONT')).toBe(1);
    const lines = app.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(/^Invalid configuration: PORT /);
  });
});

describe('embedded database', () => {
  it('keeps data across a restart and refuses a second process on the same data dir', async () => {
    const dataDir = newDataDir();
    const first = await start({ dataDir });
    expect(await signUp(first, 'kept@example.test')).toBe(200);

    const second = await start({ dataDir, noWait: true });
    expect(await second.stop('SIGCONT')).toBe(1);
    expect(second.output()).toMatch(
      /DATA_DIR .* is in use by another Wellspring process \(pid \d+\)/,
    );
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(path.join(dataDir, 'wellspring.lock'))).toBe(false);

    const again = await start({ dataDir });
    const signIn = await fetch(`${again.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: origin(again),
      body: JSON.stringify({ email: 'kept@example.test', password: 'correct-horse-battery' }),
    });
    expect(signIn.status).toBe(200);
  });

  it('restarts after kill -9 in the middle of writes, with every acknowledged write kept', async () => {
    const dataDir = newDataDir();
    const app = await start({ dataDir });
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        const email = `w${writer}-${i}@example.test`;
        try {
          if ((await signUp(app, email)) === 200) acknowledged.push(email);
        } catch {
          return; // the process is gone
        }
      }
    });
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 50));
    await app.stop('SIGKILL');
    stop = true;
    await Promise.all(writers);

    // The dead process left its lock behind; the next start takes it over.
    expect(JSON.parse(readFileSync(path.join(dataDir, 'wellspring.lock'), 'utf8')).pid).toBe(
      app.child.pid,
    );
    const restarted = await start({ dataDir, port: app.port });
    for (const email of acknowledged) {
      const response = await fetch(`${restarted.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: origin(restarted),
        body: JSON.stringify({ email, password: 'correct-horse-battery' }),
      });
      expect(response.status, email).toBe(200);
    }
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dataDir = newDataDir();
    writeFileSync(
      path.join(dataDir, 'wellspring.lock'),
      JSON.stringify({ pid: 999_999_999, host: (await import('node:os')).hostname() }),
    );
    const app = await start({ dataDir });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    const app = await start({ dataDir: newDataDir(), env: { LOG_LEVEL: 'info' } });
    const body = JSON.stringify({
      name: 'In Flight',
      email: 'inflight@example.test',
      password: 'correct-horse-battery',
    });
    const responsePromise = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${app.url}/api/auth/sign-up/email`,
        { method: 'POST', headers: { ...origin(app), 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the signal, then the rest: the request is in flight when it lands.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        app.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 200);
    });
    const exitCode = app.stop('SIGCONT');
    const response = await responsePromise;
    expect(response.status).toBe(200);
    expect(await exitCode).toBe(0);
    expect(app.output()).toMatch(/shutdown complete/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL outage', () => {
  it('answers 503 while the database is unreachable and recovers by itself', async () => {
    const { createTcpProxy } = await import('../tests/support/tcp-proxy');
    const { createScratchDatabase } = await import('../tests/support/scratch-postgres');
    const scratch = await createScratchDatabase();
    const target = new URL(scratch.url);
    const proxy = await createTcpProxy(target.hostname, Number(target.port || 5432));
    try {
      const viaProxy = new URL(scratch.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const app = await start({ env: { DATABASE_URL: viaProxy.toString() } });
      expect(await (await fetch(`${app.url}/api/health`)).json()).toEqual({
        status: 'ok',
        db: 'postgres',
      });

      await proxy.cut();
      const during = await fetch(`${app.url}/api/health`);
      expect(during.status).toBe(503);

      await proxy.restore();
      await waitForHealth(app);
      expect(await (await fetch(`${app.url}/api/health`)).json()).toEqual({
        status: 'ok',
        db: 'postgres',
      });
      expect(app.child.exitCode).toBeNull();
    } finally {
      await proxy.close();
      await scratch.drop();
    }
  });
});
