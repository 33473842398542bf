import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A patient's review of one completed appointment (decision 033). Its parties are the
 * appointment's, enforced by a composite foreign key to appointments (id, patient_id, healer_id)
 * added in migration 0014 with the triggers: one refuses a review of
 * an appointment that is not completed and keeps the healer's rating_sum, reviews_count and
 * rating_average equal to the visible rows in the same transaction as every write.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').notNull(),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body'),
    wouldRecommend: boolean('would_recommend'),
    // Whole milliseconds, so that a page's cursor (a JavaScript time) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The healer's one public reply. */
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by an admin after a report: not listed, not counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    unique('reviews_appointment_id_key').on(table.appointmentId),
    // The profile's page, newest first, and its rating distribution (index-only).
    index('reviews_healer_page_idx')
      .on(table.healerId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.hiddenAt} is null`),
    index('reviews_healer_rating_idx')
      .on(table.healerId, table.rating, table.wouldRecommend)
      .where(sql`${table.hiddenAt} is null`),
    index('reviews_patient_id_idx').on(table.patientId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_body_length', sql`char_length(${table.body}) between 1 and 2000`),
    check('reviews_reply_body_length', sql`char_length(${table.replyBody}) between 1 and 2000`),
    check(
      'reviews_reply_complete',
      sql`(${table.replyBody} is null) = (${table.repliedAt} is null)`,
    ),
  ],
);

/** Someone's report of a review, until an admin hides the review or keeps it. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: ['hidden', 'kept'] }),
  },
  (table) => [
    unique('review_reports_one_per_reporter').on(table.reviewId, table.reporterId),
    index('review_reports_open_idx')
      .on(table.reviewId)
      .where(sql`${table.resolvedAt} is null`),
    check('review_reports_reason_length', sql`char_length(${table.reason}) between 1 and 500`),
    check('review_reports_resolution_values', sql`${table.resolution} in ('hidden', 'kept')`),
    check(
      'review_reports_resolution_complete',
      sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`,
    ),
  ],
);
