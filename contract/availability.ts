import { z } from 'zod';
import { SESSION_MODES } from './constants';
import { isValidTimeZone } from './profiles';
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

/** What is wrong with one window's times, if anything (`where` names it: "Monday, slot 2"). */
function windowTimeProblem(start: number | undefined, end: number | undefined, where: string) {
  if (start === undefined) return `${where}: start must be a time on the quarter hour`;
  if (end === undefined) return `${where}: end must be a time on the quarter hour`;
  if (end <= start) return `${where}: end must be after start`;
  return undefined;
}

/**
 * Checks the windows of one day: each window's times, then overlaps with the windows before it.
 * `name(n)` names the n-th window ("Monday, slot 2"), `label(n)` the one it overlaps ("slot 1").
 */
function dayWindowProblems(
  windows: ReadonlyArray<{ index: number; start_time: string; end_time: string }>,
  name: (slot: number) => string,
  label: (slot: number) => string,
): WindowProblem[] {
  const problems: WindowProblem[] = [];
  const seen: Array<{ slot: number; start: number; end: number }> = [];
  windows.forEach((window, position) => {
    const slot = position + 1;
    const start = minutesOfTime(window.start_time);
    const end = minutesOfTime(window.end_time, true);
    seen.push({ slot, start: start ?? NaN, end: end ?? NaN });
    const problem = windowTimeProblem(start, end, name(slot));
    if (problem) return problems.push({ index: window.index, message: problem });
    const clash = seen.find(
      (other) => other.slot !== slot && other.start < end! && start! < other.end,
    );
    if (clash)
      problems.push({
        index: window.index,
        message: `${name(slot)} overlaps ${label(clash.slot)}`,
      });
  });
  return problems;
}

/**
 * Checks a whole week and names each bad window as the page shows it ("Monday, slot 2").
 * Slots are numbered per day in the order given. Shared by the form and the server.
 */
export function findWindowProblems(
  windows: ReadonlyArray<Pick<AvailabilityWindowInput, 'day_of_week' | 'start_time' | 'end_time'>>,
): WindowProblem[] {
  const perDay = new Map<number, Array<{ index: number; start_time: string; end_time: string }>>();
  windows.forEach((window, index) => {
    const day = perDay.get(window.day_of_week) ?? [];
    perDay.set(window.day_of_week, day);
    day.push({ index, start_time: window.start_time, end_time: window.end_time });
  });
  return [...perDay.entries()]
    .flatMap(([day, list]) => {
      const dayName = WEEKDAYS[day] ?? `Day ${day}`;
      return dayWindowProblems(
        list,
        (slot) => `${dayName}, slot ${slot}`,
        (slot) => `slot ${slot}`,
      );
    })
    .sort((a, b) => a.index - b.index);
}

/**
 * Active windows too short to hold the healer's shortest session, which no patient could ever
 * book (docs/product.md, Availability), named as the page names them ("Monday, slot 2").
 */
export function findShortWindows(
  windows: ReadonlyArray<
    Pick<AvailabilityWindowInput, 'day_of_week' | 'start_time' | 'end_time'> & {
      is_active?: boolean;
    }
  >,
  shortestSessionMinutes: number,
): WindowProblem[] {
  const slotsSeen = new Map<number, number>();
  const problems: WindowProblem[] = [];
  windows.forEach((window, index) => {
    const slot = (slotsSeen.get(window.day_of_week) ?? 0) + 1;
    slotsSeen.set(window.day_of_week, slot);
    const start = minutesOfTime(window.start_time);
    const end = minutesOfTime(window.end_time, true);
    if (window.is_active === false || start === undefined || end === undefined) return;
    if (end - start < shortestSessionMinutes)
      problems.push({
        index,
        message: `${WEEKDAYS[window.day_of_week] ?? `Day ${window.day_of_week}`}, slot ${slot} is shorter than your shortest session (${shortestSessionMinutes} min)`,
      });
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

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const calendarDate = (label: string) =>
  z.iso.date(`${label} must be a calendar date (YYYY-MM-DD)`);

/** An IANA zone name such as Europe/Berlin. */
export const timeZoneName = (label: string) =>
  safeString(`${label} must be text`)
    .max(64, `${label} must be a time zone name`)
    .refine(isValidTimeZone, `${label}: unknown time zone; use an IANA name such as Europe/Berlin`);

const sessionTypeId = z.uuid('session_type_id: no such session type').optional();

/** A session length asked about outright (moving a session keeps its own length). */
const durationMinutes = z.coerce
  .number('duration_minutes must be a number')
  .int('duration_minutes must be a whole number')
  .min(15, 'duration_minutes must be at least 15')
  .max(240, 'duration_minutes must be at most 240')
  .refine((minutes) => minutes % 15 === 0, 'duration_minutes must be a multiple of 15')
  .optional();

const oneSessionQuestion = (query: { session_type_id?: string; duration_minutes?: number }) =>
  !(query.session_type_id && query.duration_minutes);
const ONE_SESSION_MESSAGE = 'Give session_type_id or duration_minutes, not both';

/**
 * GET /api/healers/{userId}/slots?date=YYYY-MM-DD[&session_type_id=|&duration_minutes=][&tz=]:
 * `date` is a calendar day in `tz`, or in the healer's own zone when `tz` is left out. Without a
 * session type or length, the healer's first bookable type.
 */
export const FreeSlotsQuerySchema = z
  .object({
    date: calendarDate('date'),
    session_type_id: sessionTypeId,
    duration_minutes: durationMinutes,
    tz: timeZoneName('tz').optional(),
  })
  .refine(oneSessionQuestion, ONE_SESSION_MESSAGE);

export const FreeSlotsSchema = z
  .object({
    date: safeString(),
    /** The healer's IANA time zone. */
    timezone: safeString(),
    /** The zone of `date`: `tz` when given, else the healer's. */
    date_timezone: safeString(),
    session_type_id: safeString().nullable(),
    duration_minutes: z.number().int(),
    /** Free session starts as ISO-8601 UTC instants, ascending. */
    slots: z.array(safeString()),
  })
  .meta({ id: 'FreeSlots' });
export type FreeSlots = z.infer<typeof FreeSlotsSchema>;

/** GET /api/healers/{userId}/available-days?month=YYYY-MM&session_type_id=&tz= */
export const AvailableDaysQuerySchema = z
  .object({
    month: safeString().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be a month (YYYY-MM)'),
    session_type_id: sessionTypeId,
    duration_minutes: durationMinutes,
    tz: timeZoneName('tz').optional(),
  })
  .refine(oneSessionQuestion, ONE_SESSION_MESSAGE);

export const AvailableDaysSchema = z
  .object({
    month: safeString(),
    /** The zone whose calendar days are listed: `tz`, or the healer's. */
    timezone: safeString(),
    healer_timezone: safeString(),
    session_type_id: safeString().nullable(),
    duration_minutes: z.number().int(),
    /** Days of the month (`YYYY-MM-DD` in `timezone`) with at least one free start. */
    days: z.array(safeString()),
  })
  .meta({ id: 'AvailableDays' });
export type AvailableDays = z.infer<typeof AvailableDaysSchema>;

/** How many calendar days a profile's free times cover, today included. */
export const FREE_TIMES_DAYS = 7;

/** GET /api/healers/{userId}/free-times?session_type_id=&tz= */
export const FreeTimesQuerySchema = z.object({
  session_type_id: sessionTypeId,
  tz: timeZoneName('tz').optional(),
});

export const FreeTimesSchema = z
  .object({
    /** The zone whose calendar days these are: `tz`, or the healer's. */
    timezone: safeString(),
    healer_timezone: safeString(),
    session_type_id: safeString().nullable(),
    duration_minutes: z.number().int(),
    /** Today and the next six days in `timezone`, each with its free starts (may be none). */
    days: z.array(
      z.object({
        /** `YYYY-MM-DD` in `timezone`. */
        date: safeString(),
        /** ISO-8601 UTC instants, ascending. */
        slots: z.array(safeString()),
      }),
    ),
  })
  .meta({ id: 'FreeTimes' });
export type FreeTimes = z.infer<typeof FreeTimesSchema>;

/** Overrides hold at most this many windows of their own hours, and span at most a year. */
export const OVERRIDE_LIMITS = { windows: 12, days: 367 } as const;

export const OverrideWindowSchema = z.object({
  start_time: safeString('start_time must be text').max(5, 'start_time must be HH:MM'),
  end_time: safeString('end_time must be text').max(5, 'end_time must be HH:MM'),
});
export type OverrideWindow = z.infer<typeof OverrideWindowSchema>;

/** Names the bad windows of a date's own hours: "Window 2: end must be after start". */
export function findOverrideWindowProblems(windows: readonly OverrideWindow[]): WindowProblem[] {
  return dayWindowProblems(
    windows.map((window, index) => ({ index, ...window })),
    (slot) => `Window ${slot}`,
    (slot) => `window ${slot}`,
  );
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const overrideRange = {
  date_from: calendarDate('date_from'),
  date_to: calendarDate('date_to').optional(),
};

/**
 * POST /api/me/availability-overrides: a date or a range (dates in the healer's zone, both
 * included; `date_to` defaults to `date_from`) off, or with its own hours instead of the week.
 */
export const CreateAvailabilityOverrideSchema = z
  .discriminatedUnion(
    'available',
    [
      z.strictObject({ ...overrideRange, available: z.literal(false) }),
      z.strictObject({
        ...overrideRange,
        available: z.literal(true),
        windows: z
          .array(OverrideWindowSchema)
          .min(1, 'Give at least one time window, or mark the dates unavailable')
          .max(OVERRIDE_LIMITS.windows, `At most ${OVERRIDE_LIMITS.windows} windows a day`),
      }),
    ],
    { error: 'available must be true (with windows) or false' },
  )
  .transform((value) => ({ ...value, date_to: value.date_to ?? value.date_from }))
  .superRefine((value, context) => {
    if (value.date_to < value.date_from)
      context.addIssue({ code: 'custom', message: 'date_to must not be before date_from' });
    else if (daysBetween(value.date_from, value.date_to) >= OVERRIDE_LIMITS.days)
      context.addIssue({ code: 'custom', message: 'A range may span at most a year' });
    if (value.available)
      for (const problem of findOverrideWindowProblems(value.windows))
        context.addIssue({ code: 'custom', message: problem.message });
  })
  .meta({ id: 'CreateAvailabilityOverride' });
export type CreateAvailabilityOverride = z.input<typeof CreateAvailabilityOverrideSchema>;

export const AvailabilityOverrideSchema = z
  .object({
    id: safeString(),
    date_from: safeString(),
    date_to: safeString(),
    available: z.boolean(),
    windows: z.array(OverrideWindowSchema),
  })
  .meta({ id: 'AvailabilityOverride' });
export type AvailabilityOverride = z.infer<typeof AvailabilityOverrideSchema>;

export const AvailabilityOverrideListSchema = z
  .object({
    /** The healer's zone, in which the dates are meant. */
    timezone: safeString(),
    /** Overrides that end today or later, soonest first. */
    items: z.array(AvailabilityOverrideSchema),
  })
  .meta({ id: 'AvailabilityOverrideList' });
export type AvailabilityOverrideList = z.infer<typeof AvailabilityOverrideListSchema>;

/** A session on the healer's calendar (their own bookings and requests). */
export const CalendarSessionSchema = z
  .object({
    id: safeString(),
    title: safeString(),
    scheduled_at: safeString(),
    ends_at: safeString(),
    status: z.enum(['scheduled', 'pending', 'completed', 'no_show']),
    mode: z.enum(SESSION_MODES),
    patient_id: safeString(),
    patient_name: safeString(),
  })
  .meta({ id: 'CalendarSession' });
export type CalendarSession = z.infer<typeof CalendarSessionSchema>;

export const CreatedAvailabilityOverrideSchema = z
  .object({
    override: AvailabilityOverrideSchema,
    /** Sessions in the range that the new hours leave outside: they still stand. */
    standing_sessions: z.array(CalendarSessionSchema),
  })
  .meta({ id: 'CreatedAvailabilityOverride' });
export type CreatedAvailabilityOverride = z.infer<typeof CreatedAvailabilityOverrideSchema>;

export const AvailabilityOverrideIdParamsSchema = z.object({
  id: z.uuid('Override not found'),
});

export const CALENDAR_MAX_DAYS = 62;

/** GET /api/me/calendar?from=YYYY-MM-DD&days=N: the healer's days, from their today by default. */
export const CalendarQuerySchema = z.object({
  from: calendarDate('from').optional(),
  days: z.coerce
    .number('days must be a number')
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(CALENDAR_MAX_DAYS, `days must be at most ${CALENDAR_MAX_DAYS}`)
    .default(35),
});

export const CalendarDaySchema = z
  .object({
    date: safeString(),
    /** Where the day's hours come from: the weekly pattern, or a date override. */
    source: z.enum(['weekly', 'override']),
    override_id: safeString().nullable(),
    /** The hours patients can book that day (empty: not available). */
    windows: z.array(OverrideWindowSchema),
    sessions: z.array(CalendarSessionSchema),
  })
  .meta({ id: 'CalendarDay' });
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const CalendarSchema = z
  .object({ timezone: safeString(), days: z.array(CalendarDaySchema) })
  .meta({ id: 'Calendar' });
export type Calendar = z.infer<typeof CalendarSchema>;
