import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A booked session. Overlap of two scheduled appointments of one healer, or of one patient,
 * is refused by exclusion constraints on tstzrange(scheduled_at, ends_at) added in the
 * migration, so no race between two requests can double-book.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    details: text('details'),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode', { enum: ['video', 'in_person', 'chat'] }).notNull(),
    status: text('status', { enum: ['scheduled', 'completed', 'cancelled', 'no_show'] })
      .notNull()
      .default('scheduled'),
    meetingLink: text('meeting_link'),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: text('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_healer_id_idx').on(table.healerId, table.scheduledAt),
    index('appointments_patient_id_idx').on(table.patientId, table.scheduledAt),
    unique('appointments_patient_idempotency_key').on(table.patientId, table.idempotencyKey),
    // The target of reviews' (appointment, patient, healer) foreign key.
    unique('appointments_parties_key').on(table.id, table.patientId, table.healerId),
    check('appointments_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check('appointments_details_length', sql`char_length(${table.details}) <= 2000`),
    check('appointments_duration_range', sql`${table.durationMinutes} between 15 and 240`),
    check(
      'appointments_ends_after_start',
      sql`${table.endsAt} = ${table.scheduledAt} + make_interval(mins => ${table.durationMinutes})`,
    ),
    check('appointments_mode_values', sql`${table.mode} in ('video', 'in_person', 'chat')`),
    check(
      'appointments_status_values',
      sql`${table.status} in ('scheduled', 'completed', 'cancelled', 'no_show')`,
    ),
    check('appointments_not_self', sql`${table.patientId} <> ${table.healerId}`),
    check('appointments_meeting_link_length', sql`char_length(${table.meetingLink}) <= 2048`),
    check(
      'appointments_cancellation_reason_length',
      sql`char_length(${table.cancellationReason}) <= 500`,
    ),
  ],
);
