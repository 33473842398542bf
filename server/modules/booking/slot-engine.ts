import { minutesOfTime } from '@contract/availability';
import {
  addDays,
  calendarDateAt,
  formatCalendarDate,
  resolveWallTime,
  weekdayOf,
  type CalendarDate,
} from './zoned-time';

/**
 * The slot engine (decision 020): every scheduling rule, as pure functions from a healer's
 * schedule, a session length, the time already held and the clock. Two entries serve everyone:
 * `freeStartsOfDay` (the free starts of one of the healer's days) and `checkStart` (is this start
 * bookable now, and if not why). Slot lists, the booking calendar, booking, rescheduling, requests
 * and the directory's next free time all go through them; the database's exclusion constraints
 * stay the last word under concurrency.
 */

/** A weekly window as stored: wall-clock `HH:MM` (or `HH:MM:SS`) times in the healer's zone. */
export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/** A date range (in the healer's zone, both ends included) off, or with its own hours. */
export interface DateOverride {
  id?: string;
  dateFrom: string;
  dateTo: string;
  available: boolean;
  windows: ReadonlyArray<{ start_time: string; end_time: string }>;
}

/** The healer's booking rules (docs/product.md, Booking rules). */
export interface BookingRules {
  minNoticeHours: number;
  horizonDays: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  dailyMaxSessions: number | null;
  /** Null: starts step by the session's duration. */
  slotStepMinutes: number | null;
}

/** Everything about a healer that decides when they can be booked. */
export interface HealerSchedule {
  timeZone: string;
  rules: BookingRules;
  weekly: readonly WeeklyWindow[];
  /** At least those covering the days asked about; they never overlap each other. */
  overrides: readonly DateOverride[];
}

/**
 * Time a healer's appointment holds (scheduled, or a pending request): the session, widened by
 * the buffers it was booked with.
 */
export interface HeldTime {
  start: Date;
  end: Date;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

export interface SlotRequest {
  schedule: HealerSchedule;
  durationMinutes: number;
  /** The healer's held times around the days asked about (see `HELD_TIME_MARGIN_MINUTES`). */
  held: readonly HeldTime[];
  now: Date;
}

/** Why a start cannot be booked, in the order they are checked. */
export type Refusal = 'past' | 'notice' | 'horizon' | 'not_offered' | 'day_full' | 'taken';

/**
 * How far outside the instants asked about a held time can start or end and still matter: the
 * longest session plus the largest buffers on both sides.
 */
export const HELD_TIME_MARGIN_MINUTES = 240 + 240 + 240;

const MINUTE = 60_000;

/** A day's hours as minutes after its midnight (an end may be 1440). */
export interface DayHours {
  source: 'weekly' | 'override';
  override: DateOverride | undefined;
  windows: Array<{ start: number; end: number }>;
}

const toMinutes = (time: string, isEnd: boolean) => {
  const minutes = minutesOfTime(time.slice(0, 5), isEnd);
  if (minutes === undefined) throw new Error(`Invalid window time ${time}`);
  return minutes;
};

/** The override covering a date, if any. */
export function overrideOn(schedule: HealerSchedule, date: CalendarDate) {
  const day = formatCalendarDate(date);
  return schedule.overrides.find((o) => o.dateFrom <= day && day <= o.dateTo);
}

/** The hours a date offers: its override's (none when off), else the active weekly windows. */
export function hoursOfDay(schedule: HealerSchedule, date: CalendarDate): DayHours {
  const override = overrideOn(schedule, date);
  if (override)
    return {
      source: 'override',
      override,
      windows: override.available
        ? override.windows.map((w) => ({
            start: toMinutes(w.start_time, false),
            end: toMinutes(w.end_time, true),
          }))
        : [],
    };
  const weekday = weekdayOf(date);
  return {
    source: 'weekly',
    override: undefined,
    windows: schedule.weekly
      .filter((w) => w.isActive && w.dayOfWeek === weekday)
      .map((w) => ({ start: toMinutes(w.startTime, false), end: toMinutes(w.endTime, true) }))
      .sort((a, b) => a.start - b.start),
  };
}

/** True when [start, end) lies inside one window of its day's hours (a session that fits them). */
export function withinHours(schedule: HealerSchedule, start: Date, end: Date): boolean {
  const date = healerDateAt(schedule, start);
  return hoursOfDay(schedule, date).windows.some(
    (window) =>
      resolveWallTime(date, window.start, schedule.timeZone).compatible <= start.getTime() &&
      end.getTime() <= resolveWallTime(date, window.end, schedule.timeZone).compatible,
  );
}

/** The instants at which the healer's day begins and the next one begins. */
export function dayBounds(date: CalendarDate, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(resolveWallTime(date, 0, timeZone).compatible),
    end: new Date(resolveWallTime(addDays(date, 1), 0, timeZone).compatible),
  };
}

/** The healer's calendar day at an instant. */
export const healerDateAt = (schedule: HealerSchedule, instant: Date) =>
  calendarDateAt(instant.getTime(), schedule.timeZone);

/** The last of the healer's days that can be booked now (today plus the horizon). */
export function lastBookableDate(schedule: HealerSchedule, now: Date): CalendarDate {
  return addDays(healerDateAt(schedule, now), schedule.rules.horizonDays);
}

const beyondHorizon = (schedule: HealerSchedule, date: CalendarDate, now: Date) =>
  formatCalendarDate(date) > formatCalendarDate(lastBookableDate(schedule, now));

/**
 * Every start the day's hours offer for a session of this length, ignoring the clock and
 * bookings. Starts step on the healer's wall clock from each window's start (09:00, 09:30, ...),
 * by the healer's slot step or else the duration. A start a spring-forward gap skips does not
 * exist; one a fall-back repeats means its first occurrence, so no time is listed twice. A start
 * is kept only if the session ends, in real time, by the window's end.
 */
export function offeredStarts(
  schedule: HealerSchedule,
  date: CalendarDate,
  durationMinutes: number,
): Date[] {
  const step = schedule.rules.slotStepMinutes ?? durationMinutes;
  const starts = new Set<number>();
  for (const window of hoursOfDay(schedule, date).windows) {
    const windowEnd = resolveWallTime(date, window.end, schedule.timeZone).compatible;
    for (let minutes = window.start; minutes + durationMinutes <= window.end; minutes += step) {
      const [start] = resolveWallTime(date, minutes, schedule.timeZone).instants;
      if (start === undefined || start + durationMinutes * MINUTE > windowEnd) continue;
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => new Date(start));
}

/** The range a new session would hold, with the healer's current buffers. */
function heldBy(start: Date, durationMinutes: number, rules: BookingRules) {
  return {
    from: start.getTime() - rules.bufferBeforeMinutes * MINUTE,
    to: start.getTime() + (durationMinutes + rules.bufferAfterMinutes) * MINUTE,
  };
}

/** True when a session at `start` would overlap held time (each side widened by its buffers). */
export function meetsHeldTime(request: SlotRequest, start: Date): boolean {
  const { from, to } = heldBy(start, request.durationMinutes, request.schedule.rules);
  return request.held.some(
    (held) =>
      held.start.getTime() - held.bufferBeforeMinutes * MINUTE < to &&
      from < held.end.getTime() + held.bufferAfterMinutes * MINUTE,
  );
}

/** True when the healer's daily maximum is already reached on that day. */
function dayIsFull(request: SlotRequest, date: CalendarDate): boolean {
  const max = request.schedule.rules.dailyMaxSessions;
  if (max === null) return false;
  const { start, end } = dayBounds(date, request.schedule.timeZone);
  const sessions = request.held.filter((held) => held.start >= start && held.start < end).length;
  return sessions >= max;
}

/** The earliest start the notice period allows (never now itself). */
function earliestStart({ schedule, now }: SlotRequest): number {
  return now.getTime() + Math.max(schedule.rules.minNoticeHours * 60 * MINUTE, 1);
}

/** The free starts of one of the healer's calendar days, ascending. */
export function freeStartsOfDay(request: SlotRequest, date: CalendarDate): Date[] {
  const { schedule, now } = request;
  if (beyondHorizon(schedule, date, now) || dayIsFull(request, date)) return [];
  const earliest = earliestStart(request);
  return offeredStarts(schedule, date, request.durationMinutes).filter(
    (start) => start.getTime() >= earliest && !meetsHeldTime(request, start),
  );
}

/** Is this start bookable now? Undefined when it is, else the first rule it breaks. */
export function checkStart(request: SlotRequest, start: Date): Refusal | undefined {
  const { schedule, now } = request;
  if (start.getTime() <= now.getTime()) return 'past';
  if (start.getTime() < earliestStart(request)) return 'notice';
  const date = healerDateAt(schedule, start);
  if (beyondHorizon(schedule, date, now)) return 'horizon';
  const offered = offeredStarts(schedule, date, request.durationMinutes);
  if (!offered.some((slot) => slot.getTime() === start.getTime())) return 'not_offered';
  if (dayIsFull(request, date)) return 'day_full';
  if (meetsHeldTime(request, start)) return 'taken';
  return undefined;
}

/** The healer's days that overlap [from, to), in order. */
export function healerDatesBetween(schedule: HealerSchedule, from: Date, to: Date) {
  const dates: CalendarDate[] = [];
  const last = formatCalendarDate(healerDateAt(schedule, new Date(to.getTime() - 1)));
  let date = healerDateAt(schedule, from);
  while (formatCalendarDate(date) <= last) {
    dates.push(date);
    date = addDays(date, 1);
  }
  return dates;
}

/** Free starts in [from, to), whatever zone's day that is: the healer's days it spans. */
export function freeStartsBetween(request: SlotRequest, from: Date, to: Date): Date[] {
  return healerDatesBetween(request.schedule, from, to)
    .flatMap((date) => freeStartsOfDay(request, date))
    .filter((start) => start >= from && start < to);
}

/** The first free start from now on, within the horizon, or undefined. */
export function nextFreeStart(request: SlotRequest): Date | undefined {
  const { schedule, now } = request;
  const last = formatCalendarDate(lastBookableDate(schedule, now));
  for (let date = healerDateAt(schedule, now); formatCalendarDate(date) <= last;) {
    const [first] = freeStartsOfDay(request, date);
    if (first) return first;
    date = addDays(date, 1);
  }
  return undefined;
}
