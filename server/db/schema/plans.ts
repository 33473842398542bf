import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './auth';

/*
 * The care between sessions (issue 15, decision 055): wellness plans a healer writes for a
 * patient, their practices and the patient's completions, every saved version of a plan, the
 * healer's reusable templates, the patient's weekly check-ins and the healer's notes per session.
 */

const PLAN_STATUSES = `('draft', 'active', 'completed', 'archived')`;
const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** A jsonb column holding an array of at most `max` items. */
const jsonArray = (column: unknown, max: number) =>
  sql`jsonb_typeof(${column}) = 'array' and jsonb_array_length(${column}) <= ${sql.raw(String(max))}`;

/**
 * A plan as it is now. Goals, recommendations and resources are lists the plan owns whole (a
 * save replaces them), kept as jsonb arrays in the shape of the contract; practices are rows,
 * because completions point at them across versions. `version` counts the saves; each one is
 * kept in `plan_versions`.
 */
export const wellnessPlans = pgTable(
  'wellness_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary'),
    status: text('status', { enum: ['draft', 'active', 'completed', 'archived'] }).notNull(),
    goals: jsonb('goals')
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendations: jsonb('recommendations')
      .notNull()
      .default(sql`'[]'::jsonb`),
    resources: jsonb('resources')
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wellness_plans_patient_idx').on(table.patientId, table.updatedAt),
    index('wellness_plans_healer_idx').on(table.healerId, table.patientId, table.updatedAt),
    check('wellness_plans_not_self', sql`${table.patientId} <> ${table.healerId}`),
    check('wellness_plans_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check('wellness_plans_summary_length', sql`char_length(${table.summary}) <= 4000`),
    check('wellness_plans_status_values', sql`${table.status} in ${sql.raw(PLAN_STATUSES)}`),
    check('wellness_plans_goals_list', jsonArray(table.goals, 20)),
    check('wellness_plans_recommendations_list', jsonArray(table.recommendations, 30)),
    check('wellness_plans_resources_list', jsonArray(table.resources, 20)),
    check('wellness_plans_version_positive', sql`${table.version} >= 1`),
  ],
);

/**
 * One practice of a plan: daily, `times_per_week` times a week, or on `weekdays` (0 Sunday …
 * 6 Saturday). A practice taken out of the plan keeps its row (`removed_at`) so its completions
 * and the versions that named it stay whole.
 */
export const planPractices = pgTable(
  'plan_practices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => wellnessPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'weekdays'] }).notNull(),
    timesPerWeek: integer('times_per_week'),
    weekdays: integer('weekdays').array(),
    timeOfDay: text('time_of_day'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plan_practices_plan_idx').on(table.planId, table.position),
    check('plan_practices_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check(
      'plan_practices_frequency_values',
      sql`${table.frequency} in ('daily', 'weekly', 'weekdays')`,
    ),
    check(
      'plan_practices_times_per_week',
      sql`(${table.frequency} = 'weekly') = (${table.timesPerWeek} is not null) and (${table.timesPerWeek} is null or ${table.timesPerWeek} between 1 and 7)`,
    ),
    check(
      'plan_practices_weekdays',
      sql`(${table.frequency} = 'weekdays') = (${table.weekdays} is not null) and (${table.weekdays} is null or (cardinality(${table.weekdays}) between 1 and 7 and ${table.weekdays} <@ array[0, 1, 2, 3, 4, 5, 6]))`,
    ),
    check(
      'plan_practices_time_of_day',
      sql`${table.timeOfDay} is null or ${table.timeOfDay} ~ ${sql.raw(HH_MM)}`,
    ),
    check('plan_practices_position', sql`${table.position} between 0 and 99`),
  ],
);

/** The patient ticked a practice off for a day (in their zone): once per practice per day. */
export const planPracticeCompletions = pgTable(
  'plan_practice_completions',
  {
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => planPractices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'plan_practice_completions_pkey', columns: [table.practiceId, table.date] }),
  ],
);

/** Every saved state of a plan, as the API showed it then: version 1 is the plan as created. */
export const planVersions = pgTable(
  'plan_versions',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => wellnessPlans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'plan_versions_pkey', columns: [table.planId, table.version] }),
    check('plan_versions_version_positive', sql`${table.version} >= 1`),
    check('plan_versions_snapshot_object', sql`jsonb_typeof(${table.snapshot}) = 'object'`),
  ],
);

/** A healer's reusable starting point for plans: the plan's fields without a patient. */
export const planTemplates = pgTable(
  'plan_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    goals: jsonb('goals')
      .notNull()
      .default(sql`'[]'::jsonb`),
    practices: jsonb('practices')
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendations: jsonb('recommendations')
      .notNull()
      .default(sql`'[]'::jsonb`),
    resources: jsonb('resources')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plan_templates_healer_idx').on(table.healerId, table.name),
    check('plan_templates_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check('plan_templates_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check('plan_templates_summary_length', sql`char_length(${table.summary}) <= 4000`),
    check('plan_templates_goals_list', jsonArray(table.goals, 20)),
    check('plan_templates_practices_list', jsonArray(table.practices, 20)),
    check('plan_templates_recommendations_list', jsonArray(table.recommendations, 30)),
    check('plan_templates_resources_list', jsonArray(table.resources, 20)),
  ],
);

/** A patient's weekly check-in: one per ISO week (`week_start` is its Monday). */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    mood: smallint('mood').notNull(),
    energy: smallint('energy').notNull(),
    sleep: smallint('sleep').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('check_ins_patient_week_key').on(table.patientId, table.weekStart),
    check('check_ins_week_starts_monday', sql`extract(isodow from ${table.weekStart}) = 1`),
    check(
      'check_ins_scores',
      sql`${table.mood} between 1 and 5 and ${table.energy} between 1 and 5 and ${table.sleep} between 1 and 5`,
    ),
    check('check_ins_note_length', sql`char_length(${table.note}) <= 1000`),
  ],
);

/**
 * The healer's notes on one session: `private_note` for the healer alone, `shared_summary` shown
 * to the patient in their history. The parties are the appointment's (composite foreign key).
 */
export const appointmentNotes = pgTable(
  'appointment_notes',
  {
    appointmentId: uuid('appointment_id').primaryKey(),
    patientId: text('patient_id').notNull(),
    healerId: text('healer_id').notNull(),
    privateNote: text('private_note'),
    sharedSummary: text('shared_summary'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'appointment_notes_appointment_fk',
      columns: [table.appointmentId, table.patientId, table.healerId],
      foreignColumns: [appointments.id, appointments.patientId, appointments.healerId],
    }).onDelete('cascade'),
    index('appointment_notes_patient_idx').on(table.patientId),
    check('appointment_notes_private_length', sql`char_length(${table.privateNote}) <= 10000`),
    check('appointment_notes_shared_length', sql`char_length(${table.sharedSummary}) <= 4000`),
  ],
);
