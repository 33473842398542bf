import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A patient's own medication, supplement or remedy (decision 030): taken at `times` (HH:MM in
 * the patient's zone) on `days_of_week` (0 Sunday … 6 Saturday) from `start_date` to
 * `end_date`, with reminders at those times while `active` and `reminders`.
 */
export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dose: text('dose'),
    notes: text('notes'),
    times: text('times').array().notNull(),
    daysOfWeek: integer('days_of_week').array().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    reminders: boolean('reminders').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('medications_patient_id_idx').on(table.patientId, table.createdAt),
    check('medications_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check('medications_dose_length', sql`char_length(${table.dose}) <= 100`),
    check('medications_notes_length', sql`char_length(${table.notes}) <= 1000`),
    check(
      'medications_times_values',
      sql`cardinality(${table.times}) between 1 and 8 and array_to_string(${table.times}, ',') ~ '^([01][0-9]|2[0-3]):[0-5][0-9](,([01][0-9]|2[0-3]):[0-5][0-9])*$'`,
    ),
    check(
      'medications_days_values',
      sql`cardinality(${table.daysOfWeek}) between 1 and 7 and ${table.daysOfWeek} <@ array[0, 1, 2, 3, 4, 5, 6]`,
    ),
    check(
      'medications_end_not_before_start',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/** The patient's answer for one scheduled dose: taken or skipped (no row: not answered). */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['taken', 'skipped'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('medication_doses_medication_due_key').on(table.medicationId, table.dueAt),
    check('medication_doses_status_values', sql`${table.status} in ('taken', 'skipped')`),
  ],
);
