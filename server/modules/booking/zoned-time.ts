/**
 * Wall-clock ↔ instant conversion in an IANA time zone with nothing but Intl.DateTimeFormat.
 * Disambiguation follows Temporal's 'compatible' rule: a wall time skipped by a spring-forward
 * gap means the instant just after the gap; one repeated by a fall-back means the first one.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as if it were UTC (milliseconds). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** UTC offset of the zone at an instant, in milliseconds (east positive). */
export function offsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return undefined;
  if (check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 Sunday .. 6 Saturday: weekdays do not depend on the zone once the date is known. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The calendar date in the zone at an instant. */
export function calendarDateAt(instantMs: number, timeZone: string): CalendarDate {
  const wall = new Date(wallClockMs(instantMs, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

export interface ZonedResolution {
  /** Every instant showing this wall time: none in a gap, two in a fall-back overlap. */
  instants: number[];
  /** The 'compatible' choice: first of the repeats, or just after a gap. */
  compatible: number;
}

const SAMPLE_STEP = 6 * 60 * MINUTE;
const steadyOffsets = new Map<string, number | null>();

/**
 * The zone's one offset from the day before `date` to two days after it, or null when it
 * changes in that span (a daylight-saving day, or a zone that moved). Every wall time of the
 * day (and of the next, for ends at 24:00 and later) then resolves by subtraction, without
 * asking Intl again: sampled every 6 hours (no zone changes and changes back within that), and
 * kept per zone and date, a few thousand entries at most.
 */
function steadyOffset(date: CalendarDate, timeZone: string): number | null {
  const key = `${timeZone} ${date.year}-${date.month}-${date.day}`;
  const known = steadyOffsets.get(key);
  if (known !== undefined) return known;
  const from = Date.UTC(date.year, date.month - 1, date.day) - DAY;
  const first = offsetMs(from, timeZone);
  let steady: number | null = first;
  for (let instant = from + SAMPLE_STEP; instant <= from + 4 * DAY; instant += SAMPLE_STEP)
    if (offsetMs(instant, timeZone) !== first) {
      steady = null;
      break;
    }
  if (steadyOffsets.size >= 20_000) steadyOffsets.clear();
  steadyOffsets.set(key, steady);
  return steady;
}

/**
 * Instants at which the zone's clock shows `minutes` past midnight of `date` (minutes may be
 * 1440 or more, meaning the next day).
 */
export function resolveWallTime(
  date: CalendarDate,
  minutes: number,
  timeZone: string,
): ZonedResolution {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  const steady = minutes < 2 * 24 * 60 ? steadyOffset(date, timeZone) : null;
  if (steady !== null) return { instants: [wall - steady], compatible: wall - steady };
  // Real zones change offset at most once within a day, so the offsets a day either side cover
  // every offset this wall time can have.
  const before = offsetMs(wall - DAY, timeZone);
  const after = offsetMs(wall + DAY, timeZone);
  const instants = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return { instants, compatible: instants[0] ?? wall - before };
}
