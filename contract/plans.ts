import { z } from 'zod';
import { SESSION_MODES } from './constants';
import { safeString } from './strings';

/*
 * The care between sessions (issue 15): wellness plans a healer writes for a patient they have
 * sessions with (goals, practices, recommendations, resources), every saved version of a plan,
 * the healer's plan templates, the patient's practice completions and weekly check-ins, the
 * healer's notes per session (a private note, and a shared summary the patient sees) and the
 * patient's history of care. Recommendations are suggestions, never medical prescriptions.
 */

export const PLAN_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export const PRACTICE_FREQUENCIES = ['daily', 'weekly', 'weekdays'] as const;
export type PracticeFrequency = (typeof PRACTICE_FREQUENCIES)[number];

export const RECOMMENDATION_KINDS = ['supplement', 'herb', 'remedy', 'food', 'other'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];
export const RECOMMENDATION_KIND_LABELS: Record<RecommendationKind, string> = {
  supplement: 'Supplement',
  herb: 'Herb',
  remedy: 'Remedy',
  food: 'Food',
  other: 'Other',
};

export const PLAN_LIMITS = {
  title: 200,
  summary: 4000,
  goals: 20,
  practices: 20,
  recommendations: 30,
  resources: 20,
  text: 200,
  notes: 1000,
  url: 2048,
  templateName: 100,
  templatesPerHealer: 50,
  plansPerPair: 50,
  privateNote: 10000,
  sharedSummary: 4000,
  checkInNote: 1000,
} as const;

/** How far back (days before today, in the patient's zone) a practice may still be ticked. */
export const COMPLETION_DAYS_BACK = 7;
/** The check-in chart covers this many weeks, this one included. */
export const CHECK_IN_WEEKS = 12;
/** Adherence counts the practices done against those due over this many days, today included. */
export const ADHERENCE_DAYS = 28;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (what: string, max: number) =>
  safeString(`${what} must be text`)
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} must be at most ${max} characters`);
const optionalText = (what: string, max: number) =>
  safeString(`${what} must be text`)
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
export const calendarDate = (what: string) =>
  safeString(`${what} must be a date`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be YYYY-MM-DD`)
    .refine(isRealDate, `${what} must be a real date`);

export const GoalSchema = z
  .strictObject({
    title: text('Goal', PLAN_LIMITS.text),
    target: optionalText('Target', PLAN_LIMITS.text),
    due_date: calendarDate('Due date')
      .nullish()
      .transform((value) => value ?? null),
  })
  .meta({ id: 'PlanGoal' });
export type Goal = z.output<typeof GoalSchema>;

const practiceFields = {
  title: text('Practice', PLAN_LIMITS.text),
  frequency: z.enum(PRACTICE_FREQUENCIES, 'frequency must be daily, weekly or weekdays'),
  times_per_week: z
    .number('times_per_week must be a number')
    .int('times_per_week must be a whole number')
    .min(1, 'times_per_week must be 1 to 7')
    .max(7, 'times_per_week must be 1 to 7')
    .nullish()
    .transform((value) => value ?? null),
  weekdays: z
    .array(z.number().int().min(0).max(6), 'weekdays must be 0 (Sunday) to 6')
    .min(1, 'Choose at least one weekday')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each weekday only once')
    .transform((days) => [...days].sort((a, b) => a - b))
    .nullish()
    .transform((value) => value ?? null),
  time_of_day: safeString('time_of_day must be HH:MM')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_of_day must be HH:MM (00:00 to 23:59)')
    .nullish()
    .transform((value) => value ?? null),
};
const frequencyFits = (practice: {
  frequency: PracticeFrequency;
  times_per_week: number | null;
  weekdays: number[] | null;
}) =>
  (practice.frequency === 'weekly') === (practice.times_per_week !== null) &&
  (practice.frequency === 'weekdays') === (practice.weekdays !== null);
const FREQUENCY_MESSAGE = {
  message:
    'A weekly practice needs times_per_week, a weekdays practice needs weekdays, and only they',
};

/** A practice of a template: what a plan's practice is without its id. */
export const TemplatePracticeSchema = z
  .strictObject(practiceFields)
  .refine(frequencyFits, FREQUENCY_MESSAGE)
  .meta({ id: 'TemplatePractice' });
/** A plan's practice as sent: with its `id` to keep it (and its completions), without for a new one. */
export const PracticeInputSchema = z
  .strictObject({
    id: safeString().regex(UUID, 'id must be a practice id of this plan').optional(),
    ...practiceFields,
  })
  .refine(frequencyFits, FREQUENCY_MESSAGE)
  .meta({ id: 'PlanPracticeInput' });
export type PracticeInput = z.output<typeof PracticeInputSchema>;

export const RecommendationSchema = z
  .strictObject({
    kind: z.enum(RECOMMENDATION_KINDS, 'kind must be supplement, herb, remedy, food or other'),
    name: text('Name', 100),
    dose: optionalText('Dose', 100),
    schedule: optionalText('Schedule', PLAN_LIMITS.text),
    notes: optionalText('Notes', PLAN_LIMITS.notes),
  })
  .meta({ id: 'PlanRecommendation' });
export type Recommendation = z.output<typeof RecommendationSchema>;

export const ResourceSchema = z
  .strictObject({
    title: text('Resource title', PLAN_LIMITS.text),
    url: safeString('url must be a link')
      .trim()
      .max(PLAN_LIMITS.url, `url must be at most ${PLAN_LIMITS.url} characters`)
      .regex(/^https?:\/\/\S+$/, 'url must be an http(s) link'),
  })
  .meta({ id: 'PlanResource' });
export type Resource = z.output<typeof ResourceSchema>;

const list = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z.array(item, `${what} must be a list`).max(max, `At most ${max} ${what}`);

const planFields = {
  title: text('Title', PLAN_LIMITS.title),
  summary: optionalText('Summary', PLAN_LIMITS.summary),
  goals: list(GoalSchema, 'goals', PLAN_LIMITS.goals),
  practices: list(PracticeInputSchema, 'practices', PLAN_LIMITS.practices).refine((practices) => {
    const ids = practices.flatMap((practice) => (practice.id ? [practice.id] : []));
    return new Set(ids).size === ids.length;
  }, 'Each practice only once'),
  recommendations: list(RecommendationSchema, 'recommendations', PLAN_LIMITS.recommendations),
  resources: list(ResourceSchema, 'resources', PLAN_LIMITS.resources),
  status: z.enum(PLAN_STATUSES, 'status must be draft, active, completed or archived'),
};

/** POST /api/plans: a healer writes a plan for a patient they have a session with. */
export const CreatePlanSchema = z
  .strictObject({
    patient_id: safeString('patient_id must be a user id').min(1).max(100),
    ...planFields,
    summary: planFields.summary.default(null),
    goals: planFields.goals.default([]),
    practices: planFields.practices.default([]),
    recommendations: planFields.recommendations.default([]),
    resources: planFields.resources.default([]),
    status: planFields.status.default('draft'),
  })
  .meta({ id: 'CreatePlan' });
export type CreatePlan = z.input<typeof CreatePlanSchema>;
export type CreatePlanFields = z.output<typeof CreatePlanSchema>;

/** PATCH /api/plans/{id}: the fields sent change; lists are replaced whole (practices by id). */
export const UpdatePlanSchema = z
  .strictObject(planFields)
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Send at least one field to change')
  .meta({ id: 'UpdatePlan' });
export type UpdatePlan = z.input<typeof UpdatePlanSchema>;
export type UpdatePlanFields = z.output<typeof UpdatePlanSchema>;

const PracticeContentSchema = z.object({
  id: safeString(),
  title: safeString(),
  frequency: z.enum(PRACTICE_FREQUENCIES),
  times_per_week: z.number().int().nullable(),
  weekdays: z.array(z.number().int()).nullable(),
  time_of_day: safeString().nullable(),
});
export type PracticeContent = z.infer<typeof PracticeContentSchema>;

export const PracticeSchema = PracticeContentSchema.extend({
  /** Due today in the patient's zone (a weekly practice is due until its target is met). */
  due_today: z.boolean(),
  done_today: z.boolean(),
  /** Due days (or weeks, for a weekly practice) done in a row, up to today. */
  streak: z.number().int(),
  /** Over the last ADHERENCE_DAYS days: completions counted, and how many were due. */
  done: z.number().int(),
  due: z.number().int(),
  /** The days ticked off in the last ADHERENCE_DAYS days (patient's zone), oldest first. */
  recent_dates: z.array(safeString()),
}).meta({ id: 'PlanPractice' });
export type Practice = z.infer<typeof PracticeSchema>;

/** What a version keeps: the plan's content as it was saved. */
export const PlanContentSchema = z
  .object({
    title: safeString(),
    summary: safeString().nullable(),
    status: z.enum(PLAN_STATUSES),
    goals: z.array(GoalSchema),
    practices: z.array(PracticeContentSchema),
    recommendations: z.array(RecommendationSchema),
    resources: z.array(ResourceSchema),
  })
  .meta({ id: 'PlanContent' });
export type PlanContent = z.infer<typeof PlanContentSchema>;

export const PlanSchema = PlanContentSchema.extend({
  id: safeString(),
  patient: z.object({ id: safeString(), name: safeString() }),
  healer: z.object({ id: safeString(), name: safeString() }),
  practices: z.array(PracticeSchema),
  version: z.number().int(),
  /** The patient's zone: today and the practice dates are days there. */
  timezone: safeString(),
  today: safeString(),
  created_at: safeString(),
  updated_at: safeString(),
}).meta({ id: 'Plan' });
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListQuerySchema = z.object({
  patient_id: safeString()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "A healer's plans for this patient only." }),
  status: z.enum(PLAN_STATUSES, 'status must be draft, active, completed or archived').optional(),
});
export type PlanListQuery = z.input<typeof PlanListQuerySchema>;

export const PlanListSchema = z.object({ items: z.array(PlanSchema) }).meta({ id: 'PlanList' });
export type PlanList = z.infer<typeof PlanListSchema>;

export const PlanIdParamsSchema = z.object({ id: safeString().max(100) });
export const PracticeParamsSchema = z.object({
  id: safeString().max(100),
  practiceId: safeString().max(100),
});

export const PlanVersionSchema = z
  .object({ version: z.number().int(), created_at: safeString(), plan: PlanContentSchema })
  .meta({ id: 'PlanVersion' });
export type PlanVersion = z.infer<typeof PlanVersionSchema>;
export const PlanVersionListSchema = z
  .object({ items: z.array(PlanVersionSchema) })
  .meta({ id: 'PlanVersionList' });
export type PlanVersionList = z.infer<typeof PlanVersionListSchema>;

/**
 * POST /api/plans/{id}/practices/{practiceId}/completions: ticked off for that day (the body);
 * DELETE on the same path with `?date=`: the tick taken back.
 */
export const CompletionSchema = z
  .strictObject({
    // Whether it is a real day is checked after the plan is found to be the caller's, so a
    // stranger learns nothing from the answer (404 either way).
    date: safeString('date must be a date').regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  })
  .meta({ id: 'PracticeCompletion' });
export type CompletionInput = z.input<typeof CompletionSchema>;
export const CompletionResultSchema = z
  .object({ practice_id: safeString(), date: safeString(), streak: z.number().int() })
  .meta({ id: 'PracticeCompletionResult' });

/* Templates */

const templateFields = {
  name: text('Name', PLAN_LIMITS.templateName),
  title: planFields.title,
  summary: planFields.summary.default(null),
  goals: planFields.goals.default([]),
  practices: list(TemplatePracticeSchema, 'practices', PLAN_LIMITS.practices).default([]),
  recommendations: planFields.recommendations.default([]),
  resources: planFields.resources.default([]),
};
export const CreatePlanTemplateSchema = z
  .strictObject(templateFields)
  .meta({ id: 'CreatePlanTemplate' });
export type CreatePlanTemplate = z.input<typeof CreatePlanTemplateSchema>;
export type CreatePlanTemplateFields = z.output<typeof CreatePlanTemplateSchema>;

export const PlanTemplateSchema = z
  .object({
    id: safeString(),
    name: safeString(),
    title: safeString(),
    summary: safeString().nullable(),
    goals: z.array(GoalSchema),
    practices: z.array(TemplatePracticeSchema),
    recommendations: z.array(RecommendationSchema),
    resources: z.array(ResourceSchema),
    created_at: safeString(),
  })
  .meta({ id: 'PlanTemplate' });
export type PlanTemplate = z.infer<typeof PlanTemplateSchema>;
export const PlanTemplateListSchema = z
  .object({ items: z.array(PlanTemplateSchema) })
  .meta({ id: 'PlanTemplateList' });

/* Check-ins */

const score = (what: string) =>
  z
    .number(`${what} must be a number from 1 to 5`)
    .int(`${what} must be a whole number from 1 to 5`)
    .min(1, `${what} must be from 1 to 5`)
    .max(5, `${what} must be from 1 to 5`);

/** POST /api/check-ins: this week's check-in (in the patient's zone); a second one replaces it. */
export const CreateCheckInSchema = z
  .strictObject({
    mood: score('mood'),
    energy: score('energy'),
    sleep: score('sleep'),
    note: optionalText('Note', PLAN_LIMITS.checkInNote).default(null),
  })
  .meta({ id: 'CreateCheckIn' });
export type CreateCheckIn = z.input<typeof CreateCheckInSchema>;

export const CheckInSchema = z
  .object({
    id: safeString(),
    /** The Monday of the check-in's week. */
    week_start: safeString(),
    mood: z.number().int(),
    energy: z.number().int(),
    sleep: z.number().int(),
    note: safeString().nullable(),
    updated_at: safeString(),
  })
  .meta({ id: 'CheckIn' });
export type CheckIn = z.infer<typeof CheckInSchema>;

export const CheckInListSchema = z
  .object({
    /** The last CHECK_IN_WEEKS weeks' check-ins, oldest first. */
    items: z.array(CheckInSchema),
    /** The Mondays of those weeks, oldest first (this week last). */
    weeks: z.array(safeString()),
    timezone: safeString(),
  })
  .meta({ id: 'CheckInList' });
export type CheckInList = z.infer<typeof CheckInListSchema>;

/* Session notes */

export const SaveAppointmentNotesSchema = z
  .strictObject({
    private_note: optionalText('Private note', PLAN_LIMITS.privateNote),
    shared_summary: optionalText('Shared summary', PLAN_LIMITS.sharedSummary),
  })
  .meta({ id: 'SaveAppointmentNotes' });
export type SaveAppointmentNotes = z.input<typeof SaveAppointmentNotesSchema>;

export const AppointmentNotesSchema = z
  .object({
    appointment_id: safeString(),
    private_note: safeString().nullable(),
    shared_summary: safeString().nullable(),
    updated_at: safeString().nullable(),
  })
  .meta({ id: 'AppointmentNotes' });
export type AppointmentNotes = z.infer<typeof AppointmentNotesSchema>;

/* History */

export const HISTORY_STATUSES = ['completed', 'cancelled', 'no_show'] as const;
export const HISTORY_PAGE_SIZE = 20;

export const HistoryQuerySchema = z.object({
  cursor: safeString().max(500, 'Invalid cursor').optional(),
});

export const HistoryEntrySchema = z
  .object({
    appointment_id: safeString(),
    scheduled_at: safeString(),
    duration_minutes: z.number().int(),
    status: z.enum(HISTORY_STATUSES),
    mode: z.enum(SESSION_MODES),
    healer: z.object({ id: safeString(), name: safeString() }),
    /** The session type's name, or the session's title when it had none. */
    session_type: safeString(),
    /** What the healer chose to share about the session. */
    shared_summary: safeString().nullable(),
    /** The plans of this healer as they stood at the session's end (their latest version then). */
    plan_versions: z.array(
      z.object({ plan_id: safeString(), version: z.number().int(), title: safeString() }),
    ),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryPageSchema = z
  .object({ items: z.array(HistoryEntrySchema), next_cursor: safeString().nullable() })
  .meta({ id: 'HistoryPage' });
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/* The healer's view of one patient's care */

export const PatientCareSchema = z
  .object({
    plans: z.array(PlanSchema),
    check_ins: z.array(CheckInSchema),
    notes: z.array(AppointmentNotesSchema),
  })
  .meta({ id: 'PatientCare' });
export type PatientCare = z.infer<typeof PatientCareSchema>;
