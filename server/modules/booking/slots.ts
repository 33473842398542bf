import { minutesOfTime } from '@contract/availability';
import { addDays, resolveWallTime, weekdayOf, type CalendarDate } from './zoned-time';

/** A weekly window as stored: wall-clock `HH:MM` (or `HH:MM:SS`) times in the healer's zone. */
export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
}

/** A time already taken (a scheduled appointment), half-open [start, end). */
export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  /** The healer's calendar day. */
  date: CalendarDate;
  timeZone: string;
  windows: readonly WeeklyWindow[];
  slotMinutes: number;
  now: Date;
}

const MINUTE = 60_000;

const toMinutes = (time: string, isEnd: boolean) => {
  const minutes = minutesOfTime(time.slice(0, 5), isEnd);
  if (minutes === undefined) throw new Error(`Invalid window time ${time}`);
  return minutes;
};

/** The instants at which the healer's day begins and the next one begins. */
export function dayBounds(date: CalendarDate, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(resolveWallTime(date, 0, timeZone).compatible),
    end: new Date(resolveWallTime(addDays(date, 1), 0, timeZone).compatible),
  };
}

/**
 * Every session start the healer's week offers on one calendar day, ignoring bookings.
 *
 * Starts step by the slot length on the healer's wall clock from each active window's start
 * (09:00, 10:00, ...), as the healer reads their own calendar. Each start becomes a real
 * instant in the healer's zone: a start that a spring-forward gap skips does not exist and is
 * left out; a start that a fall-back repeats means its first occurrence, so no time is listed
 * twice. A slot is kept only if it ends, in real time, by the window's end, and starts after
 * `now`.
 */
export function candidateSlots({ date, timeZone, windows, slotMinutes, now }: SlotQuery): Date[] {
  const weekday = weekdayOf(date);
  const starts = new Set<number>();
  for (const window of windows) {
    if (!window.isActive || window.dayOfWeek !== weekday) continue;
    const from = toMinutes(window.startTime, false);
    const to = toMinutes(window.endTime, true);
    const windowEnd = resolveWallTime(date, to, timeZone).compatible;
    for (let minutes = from; minutes + slotMinutes <= to; minutes += slotMinutes) {
      const [start] = resolveWallTime(date, minutes, timeZone).instants;
      if (start === undefined) continue;
      if (start + slotMinutes * MINUTE > windowEnd) continue;
      if (start <= now.getTime()) continue;
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => new Date(start));
}

/** True when [start, start + minutes) meets any busy interval. */
export function overlapsBusy(start: Date, slotMinutes: number, busy: readonly BusyInterval[]) {
  const end = start.getTime() + slotMinutes * MINUTE;
  return busy.some(
    (interval) => interval.start.getTime() < end && start.getTime() < interval.end.getTime(),
  );
}

/** The free session starts of a day: candidates minus every one that meets a booking. */
export function freeSlots(query: SlotQuery & { busy: readonly BusyInterval[] }): Date[] {
  return candidateSlots(query).filter(
    (start) => !overlapsBusy(start, query.slotMinutes, query.busy),
  );
}
