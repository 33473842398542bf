/**
 * Calendar dates and times in a named IANA zone (the patient's own, or one they chose), with
 * nothing but Intl. Dates are `YYYY-MM-DD` strings, months `YYYY-MM`.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();

let browserZone: string | undefined;

/**
 * The browser's own zone, read once: building a DateTimeFormat to ask costs about a millisecond,
 * and every reader of the viewer's zone asks on each render (a directory page's cards made it
 * the largest part of hydration).
 */
export const browserTimeZone = () =>
  (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/**
 * A zone named in words: "Pacific Time — Los Angeles", "Japan Standard Time — Tokyo",
 * "Coordinated Universal Time" (the reader's language for the first part).
 */
export function zoneLabel(zone: string): string {
  let generic: string | undefined;
  try {
    generic = new Intl.DateTimeFormat(undefined, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return zone;
  }
  const city = zone.includes('/') ? zone.split('/').at(-1)!.replace(/_/g, ' ') : undefined;
  if (!generic) return city ?? zone;
  return city ? `${generic} — ${city}` : generic;
}

/** The `YYYY-MM-DD` date in `timeZone` at an instant. */
export function dateIn(timeZone: string, instant: Date | string = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The hour (0–23) in `timeZone` at an instant. */
export function hourIn(timeZone: string, instant: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return Number(hour);
}

export const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + count, 1));
  return moved.toISOString().slice(0, 7);
}

/** The date `count` days after `date`. */
export function addDaysTo(date: string, count: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + count * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The month's dates in weeks from Sunday; days of the neighbouring months are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const days: Array<string | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDaysTo(date, 1)) days.push(date);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** "December 2026" in the reader's language. */
export function monthTitle(month: string): string {
  return new Intl.DateTimeFormat(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** "Monday, December 14, 2026" in the reader's language. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "3:30 PM" in `timeZone`. */
export function timeIn(timeZone: string, instant: string): string {
  return new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** "Tue, Jun 3, 3:30 PM" in `timeZone`: the other side's clock, shown beside one's own. */
export function dateTimeIn(timeZone: string, instant: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** Every zone this browser knows, for a zone picker (with `current` kept if it is unusual). */
export function timeZoneNames(current: string): string[] {
  const names =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [current];
  return names.includes(current) ? names : [current, ...names];
}

/** The wall-clock fields (24-hour) of `timeZone` at an instant, as numbers. */
function wallClockIn(timeZone: string, instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far `timeZone`'s clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(timeZone: string, instant: number): number {
  const wall = wallClockIn(timeZone, new Date(instant));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar date begins in `timeZone` (ISO, UTC): the bound of a day's list. */
export function startOfDayIn(timeZone: string, date: string): string {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let instant = wall - offsetAt(timeZone, wall);
  // Across a change of offset the first guess is off by the difference; one step corrects it.
  instant = wall - offsetAt(timeZone, instant);
  return new Date(instant).toISOString();
}

/** Minutes since midnight on `timeZone`'s clock at an instant (a position on a day's timeline). */
export function minutesIn(timeZone: string, instant: string): number {
  const wall = wallClockIn(timeZone, new Date(instant));
  return wall.hour * 60 + wall.minute;
}
