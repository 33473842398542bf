import { z } from 'zod';
import { safeString } from './strings';

/*
 * A patient's own list of medications, supplements or remedies, each with the times of day
 * (in the patient's zone) and the days of the week it is taken, and reminders at those times
 * (issue 12). Each dose can be marked taken or skipped; the page shows 14 days of adherence.
 */

export const MEDICATION_LIMITS = {
  name: 100,
  dose: 100,
  notes: 1000,
  times: 8,
  /** Medications a patient may keep. */
  perPatient: 50,
} as const;
/** The adherence view covers this many days, today included. */
export const ADHERENCE_DAYS = 14;

export const TIME_OF_DAY_MESSAGE = 'Times must be HH:MM (00:00 to 23:59)';
const timeOfDay = safeString(TIME_OF_DAY_MESSAGE).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  TIME_OF_DAY_MESSAGE,
);
const calendarDate = (what: string) =>
  safeString(`${what} must be a date`).regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be YYYY-MM-DD`);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const medicationFields = {
  name: safeString('Please enter a name')
    .trim()
    .min(1, 'Please enter a name')
    .max(MEDICATION_LIMITS.name, `Name must be at most ${MEDICATION_LIMITS.name} characters`),
  dose: safeString('Dose must be text')
    .trim()
    .max(MEDICATION_LIMITS.dose, `Dose must be at most ${MEDICATION_LIMITS.dose} characters`)
    .nullish()
    .transform((value) => value || null),
  notes: safeString('Notes must be text')
    .trim()
    .max(MEDICATION_LIMITS.notes, `Notes must be at most ${MEDICATION_LIMITS.notes} characters`)
    .nullish()
    .transform((value) => value || null),
  times: z
    .array(timeOfDay, 'times must be a list of HH:MM')
    .min(1, 'Add at least one time of day')
    .max(MEDICATION_LIMITS.times, `At most ${MEDICATION_LIMITS.times} times a day`)
    .refine((times) => new Set(times).size === times.length, 'Each time of day only once')
    .transform((times) => [...times].sort()),
  days_of_week: z
    .array(z.number().int().min(0).max(6), 'days_of_week must be weekdays 0 (Sunday) to 6')
    .min(1, 'Choose at least one day of the week')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day only once')
    .transform((days) => [...days].sort((a, b) => a - b)),
  start_date: calendarDate('Start date').refine(isRealDate, 'Start date must be a real date'),
  end_date: calendarDate('End date')
    .refine(isRealDate, 'End date must be a real date')
    .nullish()
    .transform((value) => value ?? null),
  active: z.boolean('active must be true or false'),
  /** Remind me at these times (by email and in-app, as the notification settings say). */
  reminders: z.boolean('reminders must be true or false'),
};

const endNotBeforeStart = (value: { start_date?: string; end_date?: string | null }) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const END_BEFORE_START = {
  message: 'End date must not be before the start date',
  path: ['end_date'],
};

/** POST /api/me/medications. */
export const CreateMedicationSchema = z
  .strictObject({
    ...medicationFields,
    active: medicationFields.active.default(true),
    reminders: medicationFields.reminders.default(true),
  })
  .refine(endNotBeforeStart, END_BEFORE_START)
  .meta({ id: 'CreateMedication' });
export type CreateMedication = z.input<typeof CreateMedicationSchema>;
export type CreateMedicationFields = z.output<typeof CreateMedicationSchema>;

/** PATCH /api/me/medications/{id}: the fields sent change. */
export const UpdateMedicationSchema = z
  .strictObject(medicationFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Send at least one field to change')
  .refine(endNotBeforeStart, END_BEFORE_START)
  .meta({ id: 'UpdateMedication' });
export type UpdateMedication = z.input<typeof UpdateMedicationSchema>;

export const MedicationSchema = z
  .object({
    id: safeString(),
    name: safeString(),
    dose: safeString().nullable(),
    notes: safeString().nullable(),
    times: z.array(safeString()),
    days_of_week: z.array(z.number().int()),
    start_date: safeString(),
    end_date: safeString().nullable(),
    active: z.boolean(),
    reminders: z.boolean(),
    /** The next dose's instant (UTC), or null when none is ahead. */
    next_dose_at: safeString().nullable(),
    created_at: safeString(),
  })
  .meta({ id: 'Medication' });
export type Medication = z.infer<typeof MedicationSchema>;

export const MedicationListSchema = z
  .object({ items: z.array(MedicationSchema), timezone: safeString() })
  .meta({ id: 'MedicationList' });
export type MedicationList = z.infer<typeof MedicationListSchema>;

export const MedicationIdParamsSchema = z.object({ id: safeString().max(100) });

export const DOSE_ANSWERS = ['taken', 'skipped'] as const;
export type DoseAnswer = (typeof DOSE_ANSWERS)[number];
/** A dose as the adherence view shows it: answered, missed (past, no answer) or upcoming. */
export const DOSE_STATUSES = ['taken', 'skipped', 'missed', 'upcoming'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

/** PUT /api/me/medications/{id}/doses: the answer for one scheduled dose. */
export const RecordDoseSchema = z
  .strictObject({
    due_at: z.iso.datetime({ offset: true, error: 'due_at must be an ISO-8601 instant' }),
    status: z.enum(DOSE_ANSWERS, 'status must be taken or skipped'),
  })
  .meta({ id: 'RecordDose' });
export type RecordDose = z.input<typeof RecordDoseSchema>;

export const DoseSchema = z
  .object({
    medication_id: safeString(),
    due_at: safeString(),
    /** The dose's day and time in the patient's zone. */
    local_date: safeString(),
    local_time: safeString(),
    status: z.enum(DOSE_STATUSES),
  })
  .meta({ id: 'Dose' });
export type Dose = z.infer<typeof DoseSchema>;

export const AdherenceSchema = z
  .object({
    timezone: safeString(),
    /** The days covered, oldest first, in the patient's zone (today last). */
    days: z.array(safeString()),
    doses: z.array(DoseSchema),
    /** Per medication: taken, skipped and missed doses of the period (upcoming not counted). */
    summary: z.array(
      z.object({
        medication_id: safeString(),
        taken: z.number().int(),
        skipped: z.number().int(),
        missed: z.number().int(),
        /** Taken out of all due so far, 0–100, or null when none was due. */
        percent: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'Adherence' });
export type Adherence = z.infer<typeof AdherenceSchema>;

export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
