import { BOOKING_HORIZON_DAYS, SESSION_MINUTES } from '@contract/appointments';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findHealer } from '../healers/healers.queries';
import type { ProfileRow } from '../profiles/profiles.dto';
import { scheduledBetween, windowsOnWeekday } from './booking.queries';
import { candidateSlots, dayBounds, overlapsBusy } from './slots';
import {
  addDays,
  calendarDateAt,
  formatCalendarDate,
  weekdayOf,
  type CalendarDate,
} from './zoned-time';

/** The healer with this user id, or 404. */
export async function bookableHealer(db: Db, userId: string): Promise<ProfileRow> {
  const healer = await findHealer(db, userId);
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
  healer: ProfileRow,
  date: CalendarDate,
  now: Date,
): Promise<DaySlots> {
  const [windows, busy] = await Promise.all([
    windowsOnWeekday(db, healer.userId, weekdayOf(date)),
    scheduledBetween(db, healer.userId, dayBounds(date, healer.timezone)),
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
