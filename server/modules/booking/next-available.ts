import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_LIMITS } from '@contract/practice';
import type { Db, Executor } from '../../db/client';
import { defineJob, handleJob, type ScheduledJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { bookableSessionTypes } from '../practice/bookable-session-types';
import type { ProfileRow } from '../profiles/profiles.dto';
import { loadSlotRequest } from './healer-schedule';
import {
  findDueHealers,
  findProfile,
  storeNextAvailable,
  type NextAvailable,
} from './next-available.queries';
import { dayBounds, healerDateAt, nextFreeStart } from './slot-engine';
import { addDays } from './zoned-time';

/**
 * A healer's next free time, kept in the database for the directory (decision 065): the slot
 * engine's `nextFreeStart` for each bookable session type, exactly what the booking page offers
 * an anonymous visitor. Triggers on every table that can move it enqueue `refresh-next-available`
 * in the writing transaction (migrations 0021, 0026: a plain job, no key, so concurrent writers
 * never wait for each other on the queue; decision 072); the clock's sweep recomputes the
 * healers whose value time has made wrong.
 */
export const refreshNextAvailableJob = defineJob(
  'refresh-next-available',
  z.object({ healerId: z.string() }),
  { maxAttempts: 5 },
);

export const rollNextAvailableJob = defineJob('roll-next-available', z.object({}), {
  maxAttempts: 3,
});

/** Every minute: a value goes stale when its start comes within the notice period. */
export const rollNextAvailableSchedule: ScheduledJob = {
  job: rollNextAvailableJob,
  cron: '* * * * *',
  catchUpMinutes: 5,
};

const HOUR = 3_600_000;
const nothing: NextAvailable = { at: null, types: [], dueAt: null };

/** The healer's next free starts as of `now`, and when the clock will make them wrong. */
export async function computeNextAvailable(
  db: Executor,
  healer: ProfileRow,
  now: Date,
): Promise<NextAvailable> {
  if (healer.role !== 'healer' || !healer.bookable || healer.suspendedAt) return nothing;
  const [types, loaded] = await Promise.all([
    bookableSessionTypes(db, healer),
    // The longest horizon a healer may set; the engine stops at the healer's own.
    loadSlotRequest(db, healer, {
      from: now,
      to: new Date(now.getTime() + (BOOKING_LIMITS.horizonDays + 2) * 24 * HOUR),
      now,
    }),
  ]);
  const found = types.map((type) => ({
    id: type.id,
    at: nextFreeStart({ ...loaded, durationMinutes: type.durationMinutes }) ?? null,
  }));
  const { schedule } = loaded;
  const notice = schedule.rules.minNoticeHours * HOUR;
  // A start stops being bookable once it is within the notice period; a type with none gains
  // a day of horizon at the healer's next midnight.
  const stale = found.map((type) =>
    type.at
      ? type.at.getTime() - notice
      : dayBounds(addDays(healerDateAt(schedule, now), 1), schedule.timeZone).start.getTime(),
  );
  return {
    at: found[0]?.at ?? null,
    types: found.flatMap((type) => (type.id ? [{ id: type.id, at: type.at }] : [])),
    dueAt: new Date(Math.max(Math.min(...stale), now.getTime() + 1000)),
  };
}

/**
 * One computation of a healer at a time, until its transaction ends: a computation that takes
 * the lock later reads every change committed before it, and stores after the earlier one, so
 * the last value stored is never older than another (decision 072).
 */
const lockHealer = (tx: Executor, healerId: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`next-available:${healerId}`}, 0))`,
  );

/**
 * The healer's other waiting refreshes, taken off the queue (by graphile-worker's own
 * `complete_jobs`; its public `jobs` view has no payload, so they are found in its table): each stands for a change already committed, which this computation's reads,
 * all made after this statement, include. A burst of bookings is one run, or a few, instead of
 * one per booking. Running jobs are locked and left alone; if this transaction fails, they are
 * back in the queue with it.
 */
const dropWaitingRefreshes = (tx: Executor, healerId: string) =>
  tx.execute(sql`
    select count(*) from graphile_worker.complete_jobs(array(
      select jobs.id from graphile_worker._private_jobs as jobs
      join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
      where tasks.identifier = ${refreshNextAvailableJob.name} and jobs.locked_at is null
        and jobs.payload ->> 'healerId' = ${healerId}))`);

/** Computes and stores one healer from committed rows, under the healer's lock. */
async function recompute(tx: Executor, healerId: string, now: () => Date) {
  await lockHealer(tx, healerId);
  const healer = await findProfile(tx, healerId);
  if (!healer) return;
  const next = await computeNextAvailable(tx, healer, now());
  await storeNextAvailable(tx, healerId, next);
}

/** The job: recomputes one healer, folding in its other waiting refreshes. */
export async function refreshNextAvailable(db: Db, healerId: string, now = () => new Date()) {
  await db.transaction(async (tx) => {
    await dropWaitingRefreshes(tx, healerId);
    await recompute(tx, healerId, now);
  });
}

const SWEEP_BATCH = 200;
/** A sweep stops early so the next minute's run is not blocked behind it. */
const SWEEP_BUDGET_MS = 45_000;

/** Recomputes every healer whose value is due; answers how many. */
export async function rollNextAvailable(db: Db, now = () => new Date()): Promise<number> {
  const started = Date.now();
  // Rows due by the sweep's start: a recomputed row is due later, so it is not picked again.
  const cutoff = now();
  let done = 0;
  for (;;) {
    const due = await findDueHealers(db, cutoff, SWEEP_BATCH);
    for (const healer of due) await db.transaction((tx) => recompute(tx, healer.userId, now));
    done += due.length;
    if (due.length < SWEEP_BATCH || Date.now() - started > SWEEP_BUDGET_MS) return done;
  }
}

export const nextAvailableHandlers = (db: Db, logger: Logger) => [
  handleJob(refreshNextAvailableJob, ({ healerId }) => refreshNextAvailable(db, healerId)),
  handleJob(rollNextAvailableJob, async () => {
    const rolled = await rollNextAvailable(db);
    if (rolled) logger.info({ healers: rolled }, 'next free times rolled forward');
  }),
];
