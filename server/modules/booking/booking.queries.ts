import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, availabilityOverrides, healerAvailability } from '../../db/schema';
import type { DateOverride, HeldTime, WeeklyWindow } from './slot-engine';

/** The healer's whole week (at most 100 windows). */
export function weeklyWindows(db: Executor, healerId: string): Promise<WeeklyWindow[]> {
  return db
    .select({
      dayOfWeek: healerAvailability.dayOfWeek,
      startTime: healerAvailability.startTime,
      endTime: healerAvailability.endTime,
      isActive: healerAvailability.isActive,
    })
    .from(healerAvailability)
    .where(eq(healerAvailability.healerId, healerId));
}

/** The healer's overrides that cover any date from `from` to `to` (`YYYY-MM-DD`, inclusive). */
export function overridesBetween(
  db: Executor,
  healerId: string,
  from: string,
  to: string,
): Promise<DateOverride[]> {
  return db
    .select({
      id: availabilityOverrides.id,
      dateFrom: availabilityOverrides.dateFrom,
      dateTo: availabilityOverrides.dateTo,
      available: availabilityOverrides.available,
      windows: availabilityOverrides.windows,
    })
    .from(availabilityOverrides)
    .where(
      and(
        eq(availabilityOverrides.healerId, healerId),
        gte(availabilityOverrides.dateTo, from),
        lte(availabilityOverrides.dateFrom, to),
      ),
    )
    .orderBy(asc(availabilityOverrides.dateFrom));
}

/** Statuses in which an appointment holds its time (the exclusion constraints' condition). */
export const HOLDING_STATUSES = ['scheduled', 'pending'] as const;

/**
 * The healer's appointments that hold time and start before `end` and end after `start`
 * (callers widen the range by the buffers' reach), except the one being moved.
 */
export function heldBetween(
  db: Executor,
  healerId: string,
  bounds: { start: Date; end: Date },
  exceptId?: string,
): Promise<HeldTime[]> {
  return db
    .select({
      start: appointments.scheduledAt,
      end: appointments.endsAt,
      bufferBeforeMinutes: appointments.bufferBeforeMinutes,
      bufferAfterMinutes: appointments.bufferAfterMinutes,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.healerId, healerId),
        inArray(appointments.status, [...HOLDING_STATUSES]),
        lt(appointments.scheduledAt, bounds.end),
        gt(appointments.endsAt, bounds.start),
        exceptId ? ne(appointments.id, exceptId) : undefined,
      ),
    );
}

/**
 * Serialises bookings of one healer until the transaction ends, where a rule counts their
 * sessions (the daily maximum) rather than comparing ranges, which the constraints do.
 */
export async function lockHealerBookings(tx: Executor, healerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`bookings:${healerId}`}, 0))`,
  );
}
