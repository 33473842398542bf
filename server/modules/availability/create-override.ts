import type { z } from 'zod';
import type { CreateAvailabilityOverrideSchema } from '@contract/availability';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error';
import { badRequest, conflict } from '../../lib/errors';
import { rulesOf } from '../booking/healer-schedule';
import { dayBounds, withinHours, type HealerSchedule } from '../booking/slot-engine';
import { calendarDateAt, formatCalendarDate, parseCalendarDate } from '../booking/zoned-time';
import { effectiveSettings } from '../practice/practice.dto';
import type { ProfileRow } from '../profiles/profiles.dto';
import type { CalendarSessionRow, OverrideRow } from './availability.dto';
import {
  insertOverride,
  lockHealer,
  sessionsBetween,
  upcomingOverrides,
} from './availability.queries';

type OverrideInput = z.output<typeof CreateAvailabilityOverrideSchema>;

/** A healer keeps at most this many overrides that are still ahead. */
export const MAX_UPCOMING_OVERRIDES = 200;

/**
 * Marks dates off, or gives them their own hours. Sessions already booked are never touched:
 * those the new hours leave outside are answered as still standing, for the healer to move or
 * cancel (docs/product.md, Availability). Overlapping another override is refused by the
 * database's exclusion constraint.
 */
export async function createOverride(
  db: Db,
  healer: ProfileRow,
  input: OverrideInput,
  now = new Date(),
): Promise<{ override: OverrideRow; standing: CalendarSessionRow[] }> {
  const today = formatCalendarDate(calendarDateAt(now.getTime(), healer.timezone));
  if (input.date_to < today) throw badRequest('date_to: these dates are already past');
  try {
    return await db.transaction(async (tx) => {
      await lockHealer(tx, healer.userId);
      if ((await upcomingOverrides(tx, healer.userId, today)).length >= MAX_UPCOMING_OVERRIDES)
        throw conflict(
          `You can have at most ${MAX_UPCOMING_OVERRIDES} date overrides ahead`,
          'limit_reached',
        );
      const override = await insertOverride(tx, {
        healerId: healer.userId,
        dateFrom: input.date_from,
        dateTo: input.date_to,
        available: input.available,
        windows: input.available ? input.windows : [],
      });
      const schedule: HealerSchedule = {
        timeZone: healer.timezone,
        rules: rulesOf(effectiveSettings(undefined)),
        weekly: [],
        overrides: [override],
      };
      const sessions = await sessionsBetween(tx, healer.userId, {
        start: dayBounds(parseCalendarDate(input.date_from)!, healer.timezone).start,
        end: dayBounds(parseCalendarDate(input.date_to)!, healer.timezone).end,
      });
      const standing = sessions.filter(
        (session) => !withinHours(schedule, session.scheduledAt, session.endsAt),
      );
      return { override, standing };
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION)
      throw conflict(
        'These dates overlap another date override. Remove that one first.',
        'override_overlap',
      );
    throw error;
  }
}
