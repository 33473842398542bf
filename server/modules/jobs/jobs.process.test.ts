import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  startAppProcess,
  type AppProcess,
} from '../../../tests/support/app-process';
import { killPostgresOf, send, signUpOn } from '../../../tests/support/process-client';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp';
import { openEmbeddedDatabase } from '../../db/open-database';

// A password-reset email in flight (the mail server has its data but has not answered) when
// the app is stopped: it is delivered once, whichever way the process ends.
describe('a job in flight when the app stops', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  const apps: AppProcess[] = [];

  beforeEach(async () => {
    smtp = await startSmtpServer();
    dataDir = makeDataDir('wellspring-jobs-');
  });
  afterEach(async () => {
    smtp.release();
    await Promise.all(apps.splice(0).map((app) => app.stop('SIGKILL')));
    killPostgresOf(dataDir);
    removeDataDir(dataDir);
    await smtp.close();
  });

  async function start(env: Record<string, string> = {}, port?: number) {
    const app = await startAppProcess({
      entry: 'source',
      dataDir,
      port,
      env: { SEED: 'false', SMTP_URL: smtp.url, ...env },
    });
    apps.push(app);
    return app;
  }

  /** Asks for a reset and returns once the email's data has reached the (held) mail server. */
  async function resetInFlight(app: AppProcess) {
    const account = await signUpOn(app);
    // The sign-up's own "Confirm your email" goes first (decision 068); the reset is the one
    // this test follows.
    await smtp.waitFor(1);
    smtp.received.splice(0);
    const before = smtp.arrived();
    smtp.hold();
    const response = await send(app, 'POST', '/api/auth/request-password-reset', {
      email: account.email,
    });
    expect(response.status).toBe(200);
    await expect.poll(() => smtp.arrived() - before, { timeout: 15_000 }).toBe(1);
    return account;
  }

  async function jobsLeft() {
    const database = await openEmbeddedDatabase(dataDir, pino({ level: 'silent' }));
    try {
      const result = await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from graphile_worker._private_jobs`,
      );
      return result.rows[0]!.count;
    } finally {
      await database.close();
    }
  }

  it('finishes before the process exits on SIGTERM, and is not sent again', async () => {
    const app = await start();
    const account = await resetInFlight(app);
    const exited = app.stop('SIGTERM');
    setTimeout(() => smtp.release(), 300);
    expect(await exited).toBe(0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[account.email]]);
    expect(await jobsLeft()).toBe(0);
  });

  it('is released at the shutdown timeout and sent after the restart', async () => {
    const app = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const account = await resetInFlight(app);
    expect(await app.stop('SIGTERM')).toBe(0);
    expect(app.output()).toMatch(/shutdown timeout: a running job is released for a retry/);
    // The mail server answers only now: too late, the client has gone.
    smtp.release();
    expect(smtp.received).toEqual([]);

    await start({}, app.port);
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[account.email]]);
  });

  it('runs again after a restart when the process was killed (kill -9)', async () => {
    const app = await start();
    const account = await resetInFlight(app);
    await app.stop('SIGKILL');
    smtp.release();
    expect(smtp.received).toEqual([]);

    const restarted = await start({}, app.port);
    await smtp.waitFor(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[account.email]]);
    expect(restarted.output()).toMatch(/jobs interrupted by a previous process will run again/);
  });
});
