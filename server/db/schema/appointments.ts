import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { sessionTypes } from './practice';

/**
 * A booked session, or a request for one (`pending`). Two appointments of one healer that hold
 * their time (scheduled or pending) never overlap, each widened by its own buffers; nor do two
 * of one patient. Exclusion constraints added in the migrations refuse the second, so no race
 * between two requests (bookings, reschedules) can double-book.
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
    status: text('status', {
      enum: ['pending', 'scheduled', 'completed', 'cancelled', 'no_show', 'declined', 'expired'],
    })
      .notNull()
      .default('scheduled'),
    meetingLink: text('meeting_link'),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: text('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    sessionTypeId: uuid('session_type_id').references(() => sessionTypes.id, {
      onDelete: 'set null',
    }),
    /** The healer's buffers when the time was claimed: part of the range the healer holds. */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** A pending request lets its time go at this instant unless the healer answers first. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Cancelled by the patient inside the healer's cancellation window. */
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** The start before the latest reschedule. */
    previousScheduledAt: timestamp('previous_scheduled_at', { withTimezone: true }),
    rescheduledBy: text('rescheduled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the status last changed (set by a trigger) and by whom: a party, or the system. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by', { enum: ['patient', 'healer', 'system'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_healer_id_idx').on(table.healerId, table.scheduledAt),
    index('appointments_patient_id_idx').on(table.patientId, table.scheduledAt),
    // The auto-complete sweep: sessions still scheduled, by end (decision 042).
    index('appointments_scheduled_ends_at_idx')
      .on(table.endsAt)
      .where(sql`${table.status} = 'scheduled'`),
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
      sql`${table.status} in ('pending', 'scheduled', 'completed', 'cancelled', 'no_show', 'declined', 'expired')`,
    ),
    check(
      'appointments_buffers_range',
      sql`${table.bufferBeforeMinutes} between 0 and 240 and ${table.bufferAfterMinutes} between 0 and 240`,
    ),
    check(
      'appointments_pending_expires',
      sql`${table.status} <> 'pending' or ${table.expiresAt} is not null`,
    ),
    check(
      'appointments_status_changed_by_values',
      sql`${table.statusChangedBy} in ('patient', 'healer', 'system')`,
    ),
    check('appointments_not_self', sql`${table.patientId} <> ${table.healerId}`),
    check('appointments_meeting_link_length', sql`char_length(${table.meetingLink}) <= 2048`),
    check(
      'appointments_cancellation_reason_length',
      sql`char_length(${table.cancellationReason}) <= 500`,
    ),
  ],
);
