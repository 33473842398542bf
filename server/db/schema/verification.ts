import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { storedFiles } from './files';

/**
 * A healer's verification state (decision 034): unverified → pending (submitted) → verified or
 * rejected, with the admin's note. No row means unverified. A trigger (migration) keeps
 * profiles.verified equal to `status = 'verified'`, so the directory filters on the profile alone.
 */
export const healerVerifications = pgTable(
  'healer_verifications',
  {
    healerId: text('healer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['unverified', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    note: text('note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The earliest expiry among the credentials the decision rested on; null: none expires. */
    verifiedUntil: date('verified_until', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('healer_verifications_status_idx').on(table.status, table.submittedAt),
    check(
      'healer_verifications_status_values',
      sql`${table.status} in ('unverified', 'pending', 'verified', 'rejected')`,
    ),
    check('healer_verifications_note_length', sql`char_length(${table.note}) <= 1000`),
  ],
);

/**
 * A licence or certificate a healer uploaded. The document is a private stored file: it is never
 * served by /api/files, only to its healer and to admins.
 */
export const healerCredentials = pgTable(
  'healer_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    healerId: text('healer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['licence', 'certificate'] }).notNull(),
    issuer: text('issuer').notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('healer_credentials_healer_id_idx').on(table.healerId, table.createdAt),
    index('healer_credentials_file_id_idx').on(table.fileId),
    check('healer_credentials_kind_values', sql`${table.kind} in ('licence', 'certificate')`),
    check('healer_credentials_issuer_length', sql`char_length(${table.issuer}) between 1 and 200`),
    check('healer_credentials_number_length', sql`char_length(${table.number}) between 1 and 100`),
    check(
      'healer_credentials_file_name_length',
      sql`char_length(${table.fileName}) between 1 and 200`,
    ),
  ],
);
