import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './auth';

const CATEGORIES = `array['bookings', 'reminders', 'messages', 'medication', 'plans']`;

/**
 * One entry of a user's notification centre (decision 025). Written in the transaction of the
 * change it reports; its text is fixed when written, in the recipient's time zone.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Whole milliseconds, so a page's cursor (a JavaScript time) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', clock_timestamp())`),
  },
  (table) => [
    // The centre's pages, newest first: NULLS FIRST like the query's ORDER BY … DESC, or the
    // planner sorts instead of reading the index in order.
    index('notifications_user_page_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The bell's count: the unread ones only.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_appointment_id_idx').on(table.appointmentId),
    check('notifications_title_length', sql`char_length(${table.title}) between 1 and 200`),
    check('notifications_body_length', sql`char_length(${table.body}) <= 2000`),
  ],
);

/**
 * A user's notification choices; no row means the defaults (every category on, the server's
 * reminder lead times). Categories are stored as the ones switched off, so a new category is on.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailOff: text('email_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inAppOff: text('in_app_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: REMINDER_LEAD_MINUTES. */
    reminderLeadMinutes: integer('reminder_lead_minutes').array(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'notification_preferences_email_off_values',
      sql`${table.emailOff} <@ ${sql.raw(CATEGORIES)}`,
    ),
    check(
      'notification_preferences_in_app_off_values',
      sql`${table.inAppOff} <@ ${sql.raw(CATEGORIES)}`,
    ),
    check(
      'notification_preferences_leads_range',
      sql`cardinality(${table.reminderLeadMinutes}) <= 4 and 0 < all(${table.reminderLeadMinutes})`,
    ),
  ],
);

/**
 * What must happen at most once: a reminder of one session at one lead time for one person, one
 * digest of a conversation's quiet period, one medication dose's reminder. The job that sends it
 * claims its key here in the transaction that writes the notification and enqueues the email, so
 * a second run (another instance, a retry after a restart) finds the key taken and does nothing.
 */
export const notificationClaims = pgTable('notification_claims', {
  key: text('key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's private calendar feed: only the token's SHA-256 is kept (shown once when made). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('calendar_feeds_token_hash_format', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The iCalendar SEQUENCE of an appointment's invitation: raised with every emailed change, so
 * calendar clients replace the event they hold instead of adding another.
 */
export const appointmentInvites = pgTable(
  'appointment_invites',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [check('appointment_invites_sequence_not_negative', sql`${table.sequence} >= 0`)],
);
