import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import {
  addSessionType,
  bookSession,
  freeSlots,
  healerWithWeek,
  setBookingRules,
  utcDateIn,
} from '../../../tests/support/booking';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { profiles } from '../../db/schema';
import { rollNextAvailable } from './next-available';

/** The healer's next free time as the directory and profile answer it. */
async function listedNext(t: TestApp, healerId: string): Promise<string | null> {
  const response = await t.request(`/api/healers/${healerId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { next_available_at: string | null }).next_available_at;
}

/** The first start the booking page offers an anonymous visitor, day by day (healer's days). */
async function firstOffered(t: TestApp, healerId: string, query: Record<string, string> = {}) {
  for (let day = -1; day <= 14; day += 1) {
    const [first] = await freeSlots(t, healerId, utcDateIn(day), query);
    if (first) return first;
  }
  return null;
}

const storedNext = async (t: TestApp, healerId: string) => {
  const [row] = await t.database.db
    .select({ at: profiles.nextAvailableAt })
    .from(profiles)
    .where(eq(profiles.userId, healerId));
  return row?.at?.toISOString() ?? null;
};

/** Milliseconds until the stored value differs from `before` (the freshness of a change). */
async function freshness(t: TestApp, healerId: string, before: string | null) {
  const started = performance.now();
  while ((await storedNext(t, healerId)) === before) {
    expect(performance.now() - started, 'next_available_at never changed').toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

const timeOff = (t: TestApp, healer: TestAccount, from: string, to: string) =>
  t.request('/api/me/availability-overrides', {
    cookie: healer.cookie,
    json: { date_from: from, date_to: to, available: false },
  });

describe('next available time', () => {
  const t = useTestApp();

  it('equals the first start the booking page offers, for several kinds of healer', async () => {
    const plain = await healerWithWeek(t);
    // Time off today and tomorrow, a buffer after each session, 30 hours' notice, a booking.
    const busy = await healerWithWeek(t, { timezone: 'Asia/Kolkata', start: '10:00' });
    await setBookingRules(t, busy, { min_notice_hours: 30, buffer_after_minutes: 30 });
    expect((await timeOff(t, busy, utcDateIn(0), utcDateIn(1))).status).toBe(201);
    const patient = await signUp(t);
    const first = (await firstOffered(t, busy.userId))!;
    expect(
      (await bookSession(t, patient, { healer_id: busy.userId, scheduled_at: first })).status,
    ).toBe(201);
    // A 90-minute first type in New York, stepping by 15 minutes.
    const typed = await healerWithWeek(t, {
      timezone: 'America/New_York',
      start: '07:00',
      end: '09:00',
    });
    const type = await addSessionType(t, typed, { duration_minutes: 90 });
    await setBookingRules(t, typed, { slot_step_minutes: 15 });
    await t.settle();

    for (const healer of [plain, busy, typed]) {
      const offered = await firstOffered(t, healer.userId);
      expect(offered).not.toBeNull();
      expect(await listedNext(t, healer.userId), healer.email).toBe(offered);
    }
    const [row] = await t.database.db.query.sessionTypes.findMany({
      where: (types, { eq: equals }) => equals(types.id, type.id),
    });
    expect(row?.nextAvailableAt?.toISOString()).toBe(
      await firstOffered(t, typed.userId, { session_type_id: type.id }),
    );
    // The busy healer's first start is past the time off, the notice and the booked session.
    const busyNext = new Date((await listedNext(t, busy.userId))!);
    expect(busyNext.getTime()).toBeGreaterThan(new Date(first).getTime());
    expect(busyNext.getTime()).toBeGreaterThan(
      Date.parse(`${utcDateIn(2)}T00:00:00Z`) - 6 * 3_600_000,
    );
  });

  it('moves with a booking and comes back with its cancellation, within moments', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    await t.settle();
    const before = (await listedNext(t, healer.userId))!;
    expect(before).toBe(await firstOffered(t, healer.userId));

    const booked = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: before,
    });
    expect(booked.status).toBe(201);
    const afterBooking = await freshness(t, healer.userId, before);
    const moved = await listedNext(t, healer.userId);
    expect(moved).not.toBe(before);
    expect(moved).toBe(await firstOffered(t, healer.userId));

    const { id } = (await booked.json()) as { id: string };
    const cancelled = await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await freshness(t, healer.userId, moved);
    expect(await listedNext(t, healer.userId)).toBe(before);
    // Freshness: the job runs as soon as the change commits (figures in docs/performance.md).
    expect(Math.max(afterBooking, afterCancel)).toBeLessThan(2_000);
  });

  it('follows time off, the week and the booking rules', async () => {
    const healer = await healerWithWeek(t);
    await t.settle();
    const before = (await listedNext(t, healer.userId))!;
    const day = before.slice(0, 10);
    expect((await timeOff(t, healer, day, day)).status).toBe(201);
    await t.settle();
    const afterTimeOff = (await listedNext(t, healer.userId))!;
    expect(afterTimeOff.slice(0, 10) > day).toBe(true);
    expect(afterTimeOff).toBe(await firstOffered(t, healer.userId));

    await setBookingRules(t, healer, { min_notice_hours: 72 });
    await t.settle();
    const afterNotice = (await listedNext(t, healer.userId))!;
    expect(Date.parse(afterNotice)).toBeGreaterThanOrEqual(Date.now() + 72 * 3_600_000 - 60_000);
    expect(afterNotice).toBe(await firstOffered(t, healer.userId));

    // No active window: no longer bookable, no next time; the directory does not list it.
    const emptied = await t.request('/api/me/availability', {
      method: 'PUT',
      cookie: healer.cookie,
      json: { windows: [] },
    });
    expect(emptied.status).toBe(200);
    await t.settle();
    expect(await storedNext(t, healer.userId)).toBeNull();
  });

  it('is rolled forward by the clock once its start is within the notice period', async () => {
    const healer = await healerWithWeek(t);
    await t.settle();
    const before = (await storedNext(t, healer.userId))!;
    const [row] = await t.database.db
      .select({ due: profiles.nextAvailableDueAt })
      .from(profiles)
      .where(eq(profiles.userId, healer.userId));
    // Due when the start comes within the default two hours' notice.
    expect(row?.due?.getTime()).toBe(Date.parse(before) - 2 * 3_600_000);
    const later = new Date(row!.due!.getTime() + 60_000);
    expect(await rollNextAvailable(t.database.db, () => later)).toBeGreaterThanOrEqual(1);
    const after = (await storedNext(t, healer.userId))!;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect(Date.parse(after)).toBeGreaterThanOrEqual(later.getTime() + 2 * 3_600_000);
    // Nothing else is due at that instant: a second sweep finds nothing.
    expect(await rollNextAvailable(t.database.db, () => later)).toBe(0);
  });

  // Decision 072: the enqueue takes no lock another writer waits for. With a keyed job, the
  // second transaction waited on the key's row until the first one ended.
  it('is enqueued by concurrent writers of one healer without waiting for each other', async () => {
    const healer = await healerWithWeek(t);
    await t.settle();
    const first = new pg.Client({ connectionString: t.databaseUrl });
    const second = new pg.Client({ connectionString: t.databaseUrl });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('begin');
      await first.query('select refresh_next_available_of($1)', [[healer.userId]]);
      await second.query('begin');
      await second.query(`set local lock_timeout = '1s'`);
      await second.query('select refresh_next_available_of($1)', [[healer.userId]]);
      await second.query('commit');
      await first.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    // Both jobs run or fold into one; none is left waiting, and the value is still the first start.
    await t.settle();
    const waiting = await t.database.pool.query(
      `select count(*)::int as n from graphile_worker.jobs
       where task_identifier = 'refresh-next-available'`,
    );
    expect(waiting.rows[0].n).toBe(0);
    expect(await storedNext(t, healer.userId)).toBe(await firstOffered(t, healer.userId));
  });

  it("folds a healer's waiting refreshes into the run that starts first", async () => {
    const healer = await healerWithWeek(t);
    await t.settle();
    const ids = Array.from({ length: 5 }, () => healer.userId);
    // Five refreshes committed at once (the sweep's limit of 20 healers a statement is per call).
    await t.database.pool.query('select refresh_next_available_of($1)', [ids]);
    await t.settle();
    const failed = t.logs.filter(
      (line) => line.task === 'refresh-next-available' && Number(line.level) >= 40,
    );
    expect(failed).toEqual([]);
    const left = await t.database.pool.query(
      `select count(*)::int as n from graphile_worker.jobs
       where task_identifier = 'refresh-next-available'`,
    );
    expect(left.rows[0].n).toBe(0);
  });
});
