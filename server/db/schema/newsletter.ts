import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscriptions, double opt-in (decision 062): an address is `pending` until the
 * link emailed to it is opened, then `confirmed`, and `unsubscribed` by the link in any email.
 * The link's secret is stored only as its SHA-256 (`token_hash`); a new request replaces it.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, so one address has one row. */
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    tokenHash: text('token_hash').notNull(),
    /** When the latest confirmation email was asked for: its link works for 7 days. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(table.email),
    uniqueIndex('newsletter_subscriptions_token_hash_idx').on(table.tokenHash),
    check('newsletter_subscriptions_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'newsletter_subscriptions_status_values',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
