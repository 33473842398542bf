import { and, eq, gt, lt } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, SESSION_MINUTES } from '@contract/appointments';
import type { Db } from '../../db/client';
import { appointments, healerAvailability, profiles } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { candidateSlots, dayBounds, overlapsBusy } from './slots';
import {
  addDays,
  calendarDateAt,
  formatCalendarDate,
  weekdayOf,
  type CalendarDate,
} from './zoned-time';

export type HealerRow = typeof profiles.$inferSelect;

export async function findHealer(db: Db, userId: string): Promise<HealerRow> {
  const [healer] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.role, 'healer')));
  if (!healer) throw notFound('Healer not found');
  return healer;
}

/** Refuses days beyond the booking horizon, counted in the healer's zone. */
export function assertWithinHorizon(date: CalendarDate, timeZone: string, now: Date) {
  const last = formatCalendarDate(
    addDays(calendarDateAt(now.getTime(), timeZone), BOOKING_HORIZON_DAYS),
  );
  if (formatCalendarDate(date) > last)
    throw badRequest(`Sessions can be booked at most ${BOOKING_HORIZON_DAYS} days ahead`);
}

export interface DaySlots {
  /** Starts the week offers on that day (future only), booked or not. */
  candidates: Date[];
  /** The candidates no scheduled appointment overlaps. */
  free: Date[];
}

/**
 * A healer's slots on one of their calendar days: two queries (the weekday's windows, and
 * the scheduled appointments that touch the day), whatever the number of slots.
 */
export async function slotsOfDay(
  db: Db,
  healer: HealerRow,
  date: CalendarDate,
  now: Date,
): Promise<DaySlots> {
  const bounds = dayBounds(date, healer.timezone);
  const [windows, busy] = await Promise.all([
    db
      .select({
        dayOfWeek: healerAvailability.dayOfWeek,
        startTime: healerAvailability.startTime,
        endTime: healerAvailability.endTime,
        isActive: healerAvailability.isActive,
      })
      .from(healerAvailability)
      .where(
        and(
          eq(healerAvailability.healerId, healer.userId),
          eq(healerAvailability.dayOfWeek, weekdayOf(date)),
        ),
      ),
    db
      .select({ start: appointments.scheduledAt, end: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.healerId, healer.userId),
          eq(appointments.status, 'scheduled'),
          lt(appointments.scheduledAt, bounds.end),
          gt(appointments.endsAt, bounds.start),
        ),
      ),
  ]);
  const candidates = candidateSlots({
    date,
    timeZone: healer.timezone,
    windows,
    slotMinutes: SESSION_MINUTES,
    now,
  });
  return {
    candidates,
    free: candidates.filter((start) => !overlapsBusy(start, SESSION_MINUTES, busy)),
  };
}
