import type { z } from 'zod';
import type { AvailableDaysQuerySchema } from '@contract/availability';
import type { Db } from '../../db/client';
import { askedSession, bookableHealer, loadSlotRequest } from './healer-schedule';
import { dayBounds, freeStartsBetween } from './slot-engine';
import { withoutPatientClashes } from './patient-clashes';
import { calendarDateAt, formatCalendarDate } from './zoned-time';

/**
 * The days of a month (in the caller's zone, or the healer's) with at least one free start: the
 * slot engine over the part of the month from now on (days past the horizon offer nothing), for a
 * patient without the starts that clash with their own sessions.
 */
export async function listAvailableDays(
  db: Db,
  healerId: string,
  query: z.output<typeof AvailableDaysQuerySchema>,
  now: Date,
  patientId?: string,
) {
  const healer = await bookableHealer(db, healerId);
  const zone = query.tz ?? healer.timezone;
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const monthStart = dayBounds({ year, month, day: 1 }, zone).start;
  const monthEnd = dayBounds(
    month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 },
    zone,
  ).start;
  // Only the part of the month from now on can have free starts.
  const from = monthStart > now ? monthStart : now;
  const to = from < monthEnd ? monthEnd : new Date(from.getTime() + 1);
  const [type, loaded] = await Promise.all([
    askedSession(db, healer, query),
    loadSlotRequest(db, healer, { from, to, now }),
  ]);
  const request = { ...loaded, durationMinutes: type.durationMinutes };
  const starts = await withoutPatientClashes(
    db,
    patientId,
    freeStartsBetween(request, from, to),
    type.durationMinutes,
  );
  const days = new Set(
    starts.map((start) => formatCalendarDate(calendarDateAt(start.getTime(), zone))),
  );
  return { healer, type, zone, days: [...days] };
}
