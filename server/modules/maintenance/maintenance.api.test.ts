import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { sessionRows } from '../../../tests/support/sessions';
import { useTestApp } from '../../../tests/support/test-app';
import { rateLimits, verifications } from '../../db/schema';
import { runMaintenance, scheduleMaintenance } from './maintenance';

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

    const report = await runMaintenance(t.database, t.env);

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

    const report = await runMaintenance(t.database, t.env, now);

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

  it('vacuums the embedded database, which has no autovacuum', async () => {
    const report = await runMaintenance(t.database, t.env);
    expect(report.vacuumed).toBe(t.database.kind === 'pglite');
    if (t.database.kind !== 'pglite') return;
    const result = await t.database.db.execute<{ vacuumed: boolean }>(
      sql`select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'chats'`,
    );
    expect(result.rows[0]?.vacuumed).toBe(true);
  });

  it('runs on a schedule until stopped', async () => {
    const account = await signUp(t);
    await backdate(account.userId, { expiresAt: new Date(Date.now() - MINUTE) });
    const schedule = scheduleMaintenance(t.database, t.env, t.services.logger, 20);
    try {
      await expect.poll(() => sessionOf(account.userId), { timeout: 10_000 }).toBeUndefined();
    } finally {
      await schedule.stop();
    }
    expect(t.logs.some((line) => line.msg === 'maintenance done')).toBe(true);
  });
});
