import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Weekly windows in which a healer takes sessions. Times are wall-clock times in the
 * healer's own time zone (profiles.timezone). Overlapping windows on one day are refused by
 * an exclusion constraint added in the migration (drizzle cannot express it).
 */
export const healerAvailability = pgTable(
  'healer_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('healer_availability_healer_id_idx').on(table.healerId, table.dayOfWeek),
    check('healer_availability_day_range', sql`${table.dayOfWeek} between 0 and 6`),
    check('healer_availability_window_order', sql`${table.endTime} > ${table.startTime}`),
    check(
      'healer_availability_quarter_hours',
      sql`extract(minute from ${table.startTime})::int % 15 = 0 and extract(second from ${table.startTime}) = 0
        and extract(minute from ${table.endTime})::int % 15 = 0 and extract(second from ${table.endTime}) = 0`,
    ),
  ],
);

/** One time window of a date override: wall-clock `HH:MM` in the healer's zone. */
export interface OverrideWindow {
  start_time: string;
  end_time: string;
}

/**
 * A date or range of dates (in the healer's zone, both ends included) that does not follow the
 * weekly pattern: time off (`available` false, no windows) or its own hours. The ranges of one
 * healer never overlap (an exclusion constraint in the migration), so a date has at most one.
 */
export const availabilityOverrides = pgTable(
  'availability_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    available: boolean('available').notNull(),
    windows: jsonb('windows')
      .$type<OverrideWindow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('availability_overrides_healer_id_idx').on(table.healerId, table.dateTo),
    check('availability_overrides_range_order', sql`${table.dateTo} >= ${table.dateFrom}`),
    check('availability_overrides_range_length', sql`${table.dateTo} - ${table.dateFrom} <= 366`),
    check(
      'availability_overrides_windows_shape',
      sql`jsonb_typeof(${table.windows}) = 'array' and (
        (not ${table.available} and jsonb_array_length(${table.windows}) = 0)
        or (${table.available} and jsonb_array_length(${table.windows}) between 1 and 12))`,
    ),
  ],
);
