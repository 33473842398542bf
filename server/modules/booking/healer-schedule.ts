import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findHealer } from '../healers/healers.queries';
import { resolveSessionType } from '../practice/bookable-session-types';
import { effectiveSettings, type EffectiveSettings } from '../practice/practice.dto';
import type { ProfileRow } from '../profiles/profiles.dto';
import { readSchedule, type ScheduleQuery } from './booking.queries';
import {
  HELD_TIME_MARGIN_MINUTES,
  dayBounds,
  type BookingRules,
  type HealerSchedule,
  type HeldTime,
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
}

const MARGIN = HELD_TIME_MARGIN_MINUTES * 60_000;

/** A slot request but for the session length, which the caller adds (it may load in parallel). */
export type LoadedSchedule = Omit<SlotRequest, 'durationMinutes'> & { settings: EffectiveSettings };

/**
 * The healer's rules, week and the overrides of the days from `first` to `last`, and with
 * `held` the time their appointments hold in that range: one statement.
 */
export async function loadSchedule(
  db: Executor,
  healer: ProfileRow,
  first: CalendarDate,
  last: CalendarDate,
  held?: ScheduleQuery['held'],
): Promise<HealerSchedule & { settings: EffectiveSettings; held: HeldTime[] }> {
  const rows = await readSchedule(db, healer.userId, {
    fromDate: formatCalendarDate(first),
    toDate: formatCalendarDate(last),
    held,
  });
  const settings = effectiveSettings(rows.settings ?? undefined);
  return {
    timeZone: healer.timezone,
    rules: rulesOf(settings),
    weekly: rows.weekly,
    overrides: rows.overrides,
    settings,
    held: rows.held,
  };
}

/**
 * Everything the slot engine needs to answer about [from, to): the healer's rules, week and
 * overrides, and the time their appointments hold on the healer days it touches (whole days, for
 * the daily maximum) and as far around them as buffers reach. One statement, whatever the range,
 * and it does not depend on the session length, so callers resolve that alongside.
 */
export async function loadSlotRequest(
  db: Executor,
  healer: ProfileRow,
  options: SlotRequestOptions,
): Promise<LoadedSchedule> {
  const timeZone = healer.timezone;
  const first = calendarDateAt(options.from.getTime(), timeZone);
  const last = calendarDateAt(options.to.getTime() - 1, timeZone);
  const { settings, held, ...schedule } = await loadSchedule(db, healer, first, last, {
    start: new Date(dayBounds(first, timeZone).start.getTime() - MARGIN),
    end: new Date(dayBounds(last, timeZone).end.getTime() + MARGIN),
    exceptId: options.exceptAppointmentId,
  });
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
