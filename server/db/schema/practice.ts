import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A healer's booking rules (docs/product.md, Booking rules). No row means the defaults, which
 * the column defaults spell out; the app reads them through one function that fills a missing
 * row with the same values.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    healerId: text('healer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minNoticeHours: integer('min_notice_hours').notNull().default(2),
    horizonDays: integer('horizon_days').notNull().default(90),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    dailyMaxSessions: integer('daily_max_sessions'),
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
    cancellationPolicy: text('cancellation_policy'),
    /** Null: starts step by the session's own duration. */
    slotStepMinutes: integer('slot_step_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('booking_settings_min_notice_range', sql`${table.minNoticeHours} between 0 and 720`),
    check('booking_settings_horizon_range', sql`${table.horizonDays} between 1 and 365`),
    check(
      'booking_settings_buffers_range',
      sql`${table.bufferBeforeMinutes} between 0 and 240 and ${table.bufferBeforeMinutes} % 5 = 0
        and ${table.bufferAfterMinutes} between 0 and 240 and ${table.bufferAfterMinutes} % 5 = 0`,
    ),
    check('booking_settings_daily_max_range', sql`${table.dailyMaxSessions} between 1 and 48`),
    check(
      'booking_settings_cancellation_window_range',
      sql`${table.cancellationWindowHours} between 0 and 720`,
    ),
    check(
      'booking_settings_cancellation_policy_length',
      sql`char_length(${table.cancellationPolicy}) <= 1000`,
    ),
    check('booking_settings_slot_step_values', sql`${table.slotStepMinutes} in (15, 30, 60)`),
  ],
);

/**
 * The kinds of session a healer offers (docs/product.md, Session types). A healer with none
 * offers one default "Session" of 60 minutes at their consultation fee, which is not stored.
 */
export const sessionTypes = pgTable(
  'session_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    modes: text('modes', { enum: ['video', 'chat', 'in_person'] })
      .array()
      .notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    /** This type's first free start (decision 065); kept with the healer's `next_available_at`. */
    nextAvailableAt: timestamp('next_available_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('session_types_healer_id_idx').on(table.healerId, table.position),
    check('session_types_name_length', sql`char_length(${table.name}) between 1 and 100`),
    check('session_types_description_length', sql`char_length(${table.description}) <= 1000`),
    check(
      'session_types_duration_range',
      sql`${table.durationMinutes} between 15 and 240 and ${table.durationMinutes} % 15 = 0`,
    ),
    check('session_types_price_range', sql`${table.price} between 0 and 100000`),
    check(
      'session_types_modes_values',
      sql`${table.modes} <@ array['video', 'chat', 'in_person']::text[] and cardinality(${table.modes}) >= 1`,
    ),
  ],
);
