import type { z } from 'zod';
import type { CalendarQuerySchema, Calendar } from '@contract/availability';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { loadSchedule } from '../booking/healer-schedule';
import { dayBounds, hoursOfDay } from '../booking/slot-engine';
import {
  addDays,
  calendarDateAt,
  formatCalendarDate,
  parseCalendarDate,
} from '../booking/zoned-time';
import type { ProfileRow } from '../profiles/profiles.dto';
import { toCalendarSession } from './availability.dto';
import { sessionsBetween } from './availability.queries';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The healer's days as the slot engine reads them (weekly pattern or override) with the sessions
 * booked, requested, held or missed on each: the availability page's coming weeks and the
 * dashboard's day and week views.
 */
export async function readCalendar(
  db: Db,
  healer: ProfileRow,
  query: z.output<typeof CalendarQuerySchema>,
  now = new Date(),
): Promise<Calendar> {
  const first = query.from
    ? parseCalendarDate(query.from)
    : calendarDateAt(now.getTime(), healer.timezone);
  if (!first) throw badRequest('from: from must be a calendar date (YYYY-MM-DD)');
  const last = addDays(first, query.days - 1);
  const [schedule, sessions] = await Promise.all([
    loadSchedule(db, healer, first, last),
    sessionsBetween(
      db,
      healer.userId,
      {
        start: dayBounds(first, healer.timezone).start,
        end: dayBounds(last, healer.timezone).end,
      },
      { held: true },
    ),
  ]);
  const days = Array.from({ length: query.days }, (_, index) => addDays(first, index));
  return {
    timezone: healer.timezone,
    days: days.map((date) => {
      const hours = hoursOfDay(schedule, date);
      const day = formatCalendarDate(date);
      return {
        date: day,
        source: hours.source,
        override_id: hours.override?.id ?? null,
        windows: hours.windows.map((w) => ({ start_time: hhmm(w.start), end_time: hhmm(w.end) })),
        sessions: sessions
          .filter(
            (session) =>
              formatCalendarDate(calendarDateAt(session.scheduledAt.getTime(), healer.timezone)) ===
              day,
          )
          .map(toCalendarSession),
      };
    }),
  };
}
