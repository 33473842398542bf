import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { sessionRows } from '../../../tests/support/sessions';
import { createTestApp, useTestApp, type TestApp } from '../../../tests/support/test-app';
import { rateLimits, verifications } from '../../db/schema';
import { maintenanceJob } from './maintenance-job';
import { runMaintenance } from './run-maintenance';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('maintenance', () => {
  const t = useTestApp({ SESSION_IDLE_TIMEOUT_MINUTES: '30', SESSION_MAX_AGE_DAYS: '2' });

  const { sessionOf, backdate } = sessionRows(t);

  it('deletes sessions that can no longer be used and keeps live ones', async () => {
    const live = await signUp(t);
    const expired = await signUp(t);
    const idle = await signUp(t);
    const tooOld = await signUp(t);
    await backdate(expired.userId, { expiresAt: new Date(Date.now() - MINUTE) });
    await backdate(idle.userId, { lastActiveAt: new Date(Date.now() - 31 * MINUTE) });
    await backdate(tooOld.userId, {
      createdAt: new Date(Date.now() - 2 * DAY - MINUTE),
      lastActiveAt: new Date(),
    });

    const report = await runMaintenance(t.database.db, t.env);

    expect(report.sessionsDeleted).toBeGreaterThanOrEqual(3);
    expect(await sessionOf(expired.userId)).toBeUndefined();
    expect(await sessionOf(idle.userId)).toBeUndefined();
    expect(await sessionOf(tooOld.userId)).toBeUndefined();
    expect(await sessionOf(live.userId)).toBeDefined();
    expect((await t.request('/api/me', { cookie: live.cookie })).status).toBe(200);
  });

  it('deletes expired reset tokens and old rate-limit windows, and keeps current ones', async () => {
    const { db } = t.database;
    const now = Date.now();
    await db.insert(verifications).values([
      { id: 'maint-old', identifier: 'reset-password:a', value: 'x', expiresAt: new Date(now - 1) },
      {
        id: 'maint-new',
        identifier: 'reset-password:b',
        value: 'y',
        expiresAt: new Date(now + DAY),
      },
    ]);
    const windowMs = t.env.RATE_LIMIT_WINDOW_SECONDS * 1000;
    await db.insert(rateLimits).values([
      { id: 'maint-old', key: 'maint:old', count: 3, lastRequest: now - 11 * windowMs },
      { id: 'maint-new', key: 'maint:new', count: 3, lastRequest: now },
    ]);

    const report = await runMaintenance(t.database.db, t.env, now);

    expect(report.verificationsDeleted).toBeGreaterThanOrEqual(1);
    const tokens = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(inArray(verifications.id, ['maint-old', 'maint-new']));
    expect(tokens).toEqual([{ id: 'maint-new' }]);
    const windows = await db
      .select({ id: rateLimits.id })
      .from(rateLimits)
      .where(inArray(rateLimits.id, ['maint-old', 'maint-new']));
    expect(windows).toEqual([{ id: 'maint-new' }]);
  });

  it('runs as a job of the queue', async () => {
    const account = await signUp(t);
    await backdate(account.userId, { expiresAt: new Date(Date.now() - MINUTE) });
    await t.services.jobs.enqueue(maintenanceJob, {});
    await t.settle();
    expect(await sessionOf(account.userId)).toBeUndefined();
    expect(t.logs.some((line) => line.msg === 'maintenance done')).toBe(true);
  });
});

describe('scheduled maintenance', () => {
  // Daily at 00:00 UTC: no regular match falls inside the test.
  const daily = { MAINTENANCE_INTERVAL_MINUTES: '1440' };
  const apps: Array<TestApp & { close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  it('makes up a run missed while no instance was up, once for several instances', async () => {
    const first = await createTestApp(daily);
    apps.push(first);
    const runs = (app: TestApp) => app.logs.filter((line) => line.msg === 'maintenance done');
    const midnight = new Date();
    midnight.setUTCHours(0, 0, 0, 0);
    // As if the last run had been the day before yesterday's midnight: today's was missed.
    // (An upsert: the first instance's cron may not have registered itself yet.)
    await first.database.db.execute(sql`
      insert into graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
      values ('maintenance', ${new Date(+midnight - 2 * DAY).toISOString()}::timestamptz,
              ${new Date(+midnight - DAY).toISOString()}::timestamptz)
      on conflict (identifier) do update
      set known_since = excluded.known_since, last_execution = excluded.last_execution`);
    expect(runs(first)).toEqual([]);

    // Two more instances start at once; each one's cron sees the missed run.
    const others = await Promise.all(
      [1, 2].map(() => createTestApp(daily, undefined, { shareDatabaseWith: first })),
    );
    apps.push(...others);
    const all = [first, ...others];
    // Each instance's cron catches up in the background after its start.
    await expect.poll(() => all.flatMap(runs).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await first.settle();
    expect(all.flatMap(runs)).toHaveLength(1);
    const known = await first.database.db.execute<{ last_execution: Date }>(
      sql`select last_execution from graphile_worker._private_known_crontabs where identifier = 'maintenance'`,
    );
    expect(new Date(known.rows[0]!.last_execution).getTime()).toBe(midnight.getTime());
  });
});
