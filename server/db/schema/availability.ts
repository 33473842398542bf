import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
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
