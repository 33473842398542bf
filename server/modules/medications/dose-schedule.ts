import {
  addDays,
  calendarDateAt,
  formatCalendarDate,
  parseCalendarDate,
  resolveWallTime,
  weekdayOf,
  type CalendarDate,
} from '../booking/zoned-time';

/*
 * When a medication's doses are due (pure; docs/product.md, Medication reminders): at each of
 * its times of day, in the patient's zone, on its days of the week, from its start date to its
 * end date. A time skipped by a daylight-saving change is due just after the gap; one repeated
 * is due once, the first time.
 */

export interface DoseSchedule {
  times: string[];
  daysOfWeek: number[];
  startDate: string;
  endDate: string | null;
}

export interface ScheduledDose {
  dueAt: Date;
  /** The day and time in the patient's zone. */
  localDate: string;
  localTime: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const DAY_MS = 86_400_000;

function dosesOfDay(schedule: DoseSchedule, date: CalendarDate, timeZone: string): ScheduledDose[] {
  const day = formatCalendarDate(date);
  if (day < schedule.startDate || (schedule.endDate && day > schedule.endDate)) return [];
  if (!schedule.daysOfWeek.includes(weekdayOf(date))) return [];
  const seen = new Set<number>();
  return schedule.times.flatMap((time) => {
    const instant = resolveWallTime(date, minutesOf(time), timeZone).compatible;
    if (seen.has(instant)) return [];
    seen.add(instant);
    return [{ dueAt: new Date(instant), localDate: day, localTime: time }];
  });
}

/** The doses due from `from` (included) to `to` (excluded), in time order. */
export function dosesBetween(
  schedule: DoseSchedule,
  timeZone: string,
  from: Date,
  to: Date,
): ScheduledDose[] {
  const doses: ScheduledDose[] = [];
  // A day either side: a zone's day starts up to 14 hours away from UTC's.
  const last = addDays(calendarDateAt(to.getTime(), timeZone), 1);
  for (
    let date = addDays(calendarDateAt(from.getTime(), timeZone), -1);
    ;
    date = addDays(date, 1)
  ) {
    for (const dose of dosesOfDay(schedule, date, timeZone))
      if (dose.dueAt >= from && dose.dueAt < to) doses.push(dose);
    if (formatCalendarDate(date) >= formatCalendarDate(last)) break;
  }
  return doses.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The first dose strictly after `after`, if one is ever due. */
export function nextDoseAfter(
  schedule: DoseSchedule,
  timeZone: string,
  after: Date,
): ScheduledDose | undefined {
  if (
    schedule.endDate &&
    schedule.endDate < formatCalendarDate(calendarDateAt(after.getTime(), timeZone))
  )
    return undefined;
  const start = parseCalendarDate(schedule.startDate);
  // From the start date when it is ahead, else from now: a week always holds a due day.
  const from =
    start && Date.UTC(start.year, start.month - 1, start.day) - DAY_MS > after.getTime()
      ? new Date(Date.UTC(start.year, start.month - 1, start.day) - DAY_MS)
      : after;
  const doses = dosesBetween(schedule, timeZone, from, new Date(from.getTime() + 9 * DAY_MS));
  return doses.find((dose) => dose.dueAt > after);
}

/** Whether `dueAt` is exactly one of the schedule's doses. */
export function isScheduledDose(schedule: DoseSchedule, timeZone: string, dueAt: Date) {
  return dosesBetween(schedule, timeZone, dueAt, new Date(dueAt.getTime() + 1)).length === 1;
}

/** The zone's calendar date of an instant, YYYY-MM-DD. */
export const localDateOf = (instant: Date, timeZone: string) =>
  formatCalendarDate(calendarDateAt(instant.getTime(), timeZone));

/** Midnight starting the zone's day `days` after the day of `instant` (negative: before). */
export function startOfLocalDay(instant: Date, timeZone: string, days = 0): Date {
  const date = addDays(calendarDateAt(instant.getTime(), timeZone), days);
  return new Date(resolveWallTime(date, 0, timeZone).compatible);
}
