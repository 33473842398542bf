import type { z } from 'zod';
import { FREE_TIMES_DAYS, type FreeTimesQuerySchema } from '@contract/availability';
import type { Db } from '../../db/client';
import { askedSession, bookableHealer, loadSlotRequest } from './healer-schedule';
import { withoutPatientClashes } from './patient-clashes';
import { dayBounds, freeStartsBetween } from './slot-engine';
import { addDays, calendarDateAt, formatCalendarDate } from './zoned-time';

/**
 * A profile's free times: every free start from now to the end of the sixth day after today
 * (in the caller's zone, or the healer's), grouped by that zone's days; for a patient without
 * the starts that clash with their own sessions (decision 064). The slot engine over one load.
 */
export async function listFreeTimes(
  db: Db,
  healerId: string,
  query: z.output<typeof FreeTimesQuerySchema>,
  now: Date,
  patientId?: string,
) {
  const healer = await bookableHealer(db, healerId);
  const zone = query.tz ?? healer.timezone;
  const today = calendarDateAt(now.getTime(), zone);
  const dates = Array.from({ length: FREE_TIMES_DAYS }, (_, day) => addDays(today, day));
  const to = dayBounds(addDays(today, FREE_TIMES_DAYS), zone).start;
  const [type, loaded] = await Promise.all([
    askedSession(db, healer, query),
    loadSlotRequest(db, healer, { from: now, to, now }),
  ]);
  const starts = await withoutPatientClashes(
    db,
    patientId,
    freeStartsBetween({ ...loaded, durationMinutes: type.durationMinutes }, now, to),
    type.durationMinutes,
  );
  const days = dates.map((date) => ({ date: formatCalendarDate(date), starts: [] as Date[] }));
  for (const start of starts) {
    const date = formatCalendarDate(calendarDateAt(start.getTime(), zone));
    days.find((day) => day.date === date)?.starts.push(start);
  }
  return { healer, type, zone, days };
}
