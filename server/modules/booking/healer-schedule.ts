import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findHealer } from '../healers/healers.queries';
import { resolveSessionType } from '../practice/bookable-session-types';
import { effectiveSettings, type EffectiveSettings } from '../practice/practice.dto';
import { findBookingSettings } from '../practice/practice.queries';
import type { ProfileRow } from '../profiles/profiles.dto';
import { heldBetween, overridesBetween, weeklyWindows } from './booking.queries';
import {
  HELD_TIME_MARGIN_MINUTES,
  dayBounds,
  type BookingRules,
  type HealerSchedule,
  type SlotRequest,
} from './slot-engine';
import type { CalendarDate } from './zoned-time';
import { calendarDateAt, formatCalendarDate } from './zoned-time';

/** The healer with this user id, or 404. */
export async function bookableHealer(db: Executor, userId: string): Promise<ProfileRow> {
  const healer = await findHealer(db, userId);
  if (!healer) throw notFound('Healer not found');
  return healer;
}

export const rulesOf = (settings: EffectiveSettings): BookingRules => ({
  minNoticeHours: settings.minNoticeHours,
  horizonDays: settings.horizonDays,
  bufferBeforeMinutes: settings.bufferBeforeMinutes,
  bufferAfterMinutes: settings.bufferAfterMinutes,
  dailyMaxSessions: settings.dailyMaxSessions,
  slotStepMinutes: settings.slotStepMinutes,
});

export interface SlotRequestOptions {
  /** The instants asked about: every healer day they touch is loaded. */
  from: Date;
  to: Date;
  now: Date;
  /** An appointment being moved: its own time does not count as held. */
  exceptAppointmentId?: string;
  /** The healer's rules when the caller has read them already. */
  settings?: EffectiveSettings;
}

const MARGIN = HELD_TIME_MARGIN_MINUTES * 60_000;

/** A slot request but for the session length, which the caller adds (it may load in parallel). */
export type LoadedSchedule = Omit<SlotRequest, 'durationMinutes'> & { settings: EffectiveSettings };

/** The healer's rules, week and the overrides of the days from `first` to `last`. */
export async function loadSchedule(
  db: Executor,
  healer: ProfileRow,
  first: CalendarDate,
  last: CalendarDate,
  knownSettings?: EffectiveSettings,
): Promise<HealerSchedule & { settings: EffectiveSettings }> {
  const [settings, weekly, overrides] = await Promise.all([
    knownSettings ?? findBookingSettings(db, healer.userId).then(effectiveSettings),
    weeklyWindows(db, healer.userId),
    overridesBetween(db, healer.userId, formatCalendarDate(first), formatCalendarDate(last)),
  ]);
  return { timeZone: healer.timezone, rules: rulesOf(settings), weekly, overrides, settings };
}

/**
 * Everything the slot engine needs to answer about [from, to): the healer's rules, week and
 * overrides, and the time their appointments hold on the healer days it touches (whole days, for
 * the daily maximum) and as far around them as buffers reach. Four queries, whatever the range,
 * and none depends on the session length, so callers resolve that alongside.
 */
export async function loadSlotRequest(
  db: Executor,
  healer: ProfileRow,
  options: SlotRequestOptions,
): Promise<LoadedSchedule> {
  const timeZone = healer.timezone;
  const first = calendarDateAt(options.from.getTime(), timeZone);
  const last = calendarDateAt(options.to.getTime() - 1, timeZone);
  const [{ settings, ...schedule }, held] = await Promise.all([
    loadSchedule(db, healer, first, last, options.settings),
    heldBetween(
      db,
      healer.userId,
      {
        start: new Date(dayBounds(first, timeZone).start.getTime() - MARGIN),
        end: new Date(dayBounds(last, timeZone).end.getTime() + MARGIN),
      },
      options.exceptAppointmentId,
    ),
  ]);
  return { schedule, held, now: options.now, settings };
}

/** The session a slot question is about: its type's id (null for the default) and length. */
export interface AskedSession {
  id: string | null;
  durationMinutes: number;
}

/**
 * A length given outright (moving a session keeps its own length, whatever became of its
 * type), or the session type asked for, or the healer's first.
 */
export async function askedSession(
  db: Executor,
  healer: ProfileRow,
  query: { session_type_id?: string; duration_minutes?: number },
): Promise<AskedSession> {
  if (query.duration_minutes) return { id: null, durationMinutes: query.duration_minutes };
  return resolveSessionType(db, healer, query.session_type_id);
}
