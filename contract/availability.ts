import { z } from 'zod';
import { safeString } from './strings';

/** docs/product.md, Data: 0 is Sunday, 6 is Saturday. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** docs/product.md, Constants and limits: a new window defaults to 09:00–10:00, active. */
export const DEFAULT_WINDOW = { start_time: '09:00', end_time: '10:00', is_active: true } as const;

/** A week holds at most this many windows (quarter-hour windows all day would be 672). */
export const MAX_WINDOWS_PER_WEEK = 100;

const QUARTER_HOUR_TIME = /^(?:[01]\d|2[0-3]):(?:00|15|30|45)$/;

/** Minutes since midnight of an `HH:MM` quarter-hour time; `24:00` is allowed as an end. */
export function minutesOfTime(value: string, allowEndOfDay = false): number | undefined {
  if (allowEndOfDay && value === '24:00') return 24 * 60;
  if (!QUARTER_HOUR_TIME.test(value)) return undefined;
  const [hours, minutes] = value.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** One weekly window as the API returns it: wall-clock times in the healer's time zone. */
export const AvailabilityWindowSchema = z
  .object({
    id: safeString(),
    healer_id: safeString(),
    day_of_week: z.number().int().min(0).max(6),
    start_time: safeString().describe('HH:MM, healer local time'),
    end_time: safeString().describe('HH:MM, healer local time; 24:00 is midnight at the end'),
    is_active: z.boolean(),
  })
  .meta({ id: 'AvailabilityWindow' });
export type AvailabilityWindow = z.infer<typeof AvailabilityWindowSchema>;

export const AvailabilityWeekSchema = z
  .object({
    /** The healer's IANA time zone, in which every window is meant. */
    timezone: safeString(),
    windows: z.array(AvailabilityWindowSchema),
  })
  .meta({ id: 'AvailabilityWeek' });
export type AvailabilityWeek = z.infer<typeof AvailabilityWeekSchema>;

/** A window in a save: with the id of a saved window to update it, without one to add it. */
export const AvailabilityWindowInputSchema = z.object({
  id: z.uuid('id: unknown time slot').optional(),
  day_of_week: z.number().int().min(0).max(6),
  start_time: safeString().max(5),
  end_time: safeString().max(5),
  is_active: z.boolean().default(true),
});
export type AvailabilityWindowInput = z.input<typeof AvailabilityWindowInputSchema>;

export interface WindowProblem {
  /** Index of the window in the submitted list. */
  index: number;
  message: string;
}

/**
 * Checks a whole week and names each bad window as the page shows it ("Monday, slot 2").
 * Slots are numbered per day in the order given. Shared by the form and the server.
 */
export function findWindowProblems(
  windows: ReadonlyArray<Pick<AvailabilityWindowInput, 'day_of_week' | 'start_time' | 'end_time'>>,
): WindowProblem[] {
  const problems: WindowProblem[] = [];
  const seenPerDay = new Map<number, Array<{ slot: number; start: number; end: number }>>();
  windows.forEach((window, index) => {
    const day = seenPerDay.get(window.day_of_week) ?? [];
    seenPerDay.set(window.day_of_week, day);
    const slot = day.length + 1;
    const where = `${WEEKDAYS[window.day_of_week] ?? `Day ${window.day_of_week}`}, slot ${slot}`;
    const start = minutesOfTime(window.start_time);
    const end = minutesOfTime(window.end_time, true);
    day.push({ slot, start: start ?? NaN, end: end ?? NaN });
    if (start === undefined) {
      problems.push({ index, message: `${where}: start must be a time on the quarter hour` });
      return;
    }
    if (end === undefined) {
      problems.push({ index, message: `${where}: end must be a time on the quarter hour` });
      return;
    }
    if (end <= start) {
      problems.push({ index, message: `${where}: end must be after start` });
      return;
    }
    const clash = day.find(
      (other) => other.slot !== slot && other.start < end && start < other.end,
    );
    if (clash) problems.push({ index, message: `${where} overlaps slot ${clash.slot}` });
  });
  return problems;
}

/** PUT /api/me/availability: the whole week. Saved windows left out are deleted. */
export const SaveAvailabilitySchema = z
  .object({
    windows: z
      .array(AvailabilityWindowInputSchema)
      .max(MAX_WINDOWS_PER_WEEK, `At most ${MAX_WINDOWS_PER_WEEK} time slots a week`),
  })
  .superRefine((value, context) => {
    const ids = value.windows.flatMap((window) => (window.id ? [window.id] : []));
    if (new Set(ids).size !== ids.length)
      context.addIssue({ code: 'custom', message: 'Each time slot may appear only once' });
    for (const problem of findWindowProblems(value.windows))
      context.addIssue({ code: 'custom', message: problem.message });
  })
  .meta({ id: 'SaveAvailability' });
export type SaveAvailability = z.input<typeof SaveAvailabilitySchema>;

export const AvailabilityWindowIdParamsSchema = z.object({
  id: z.uuid('Time slot not found'),
});

/** GET /api/healers/{userId}/slots?date=YYYY-MM-DD: the date is the healer's calendar day. */
export const FreeSlotsQuerySchema = z.object({
  date: z.iso.date('date must be a calendar date (YYYY-MM-DD)'),
});

export const FreeSlotsSchema = z
  .object({
    date: safeString(),
    /** The healer's IANA time zone: the zone of `date`. */
    timezone: safeString(),
    duration_minutes: z.number().int(),
    /** Free session starts as ISO-8601 UTC instants, ascending. */
    slots: z.array(safeString()),
  })
  .meta({ id: 'FreeSlots' });
export type FreeSlots = z.infer<typeof FreeSlotsSchema>;
