import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_KINDS } from '../../../contract/privacy';
import { users } from './auth';
import { bytea } from './files';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The access log (issue 17, decision 051): who read whose data (a healer reading a patient's
 * appointment or conversation), and each account's security events. `owner_id` is whose data
 * or account it is; `actor_id` who acted (null for a failed sign-in, or once the actor's
 * account is deleted). Kept ACCESS_LOG_RETENTION_DAYS, pruned by the maintenance job. Holds no
 * names or emails: they are joined when read, so an erased account leaves none here.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ACCESS_KINDS }).notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    ipAddress: text('ip_address'),
    // To the millisecond, so the page cursor (an ISO instant) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (table) => [
    index('access_log_owner_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index('access_log_created_at_idx').on(table.createdAt),
    // The actor's deletion sets their entries' actor to null.
    index('access_log_actor_idx').on(table.actorId),
    check('access_log_kind_check', sql`${table.kind} in (${quoted(ACCESS_KINDS)})`),
    check(
      'access_log_resource_pair',
      sql`(${table.resourceType} is null) = (${table.resourceId} is null)`,
    ),
    check('access_log_ip_length', sql`length(${table.ipAddress}) <= 100`),
  ],
);

/**
 * "Download my data" (decision 052): a ZIP built by a job, kept in the database (every instance
 * serves it) until its one download or 24 hours, whichever comes first. The link's token is
 * stored hashed; the bytes are dropped once downloaded or expired (the row stays, without them,
 * as the record of the export).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['building', 'ready', 'downloaded', 'expired'] })
      .notNull()
      .default('building'),
    archive: bytea('archive'),
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('data_exports_token_hash_unique').on(table.tokenHash),
    // One export being built per user at a time.
    uniqueIndex('data_exports_one_building')
      .on(table.userId)
      .where(sql`${table.status} = 'building'`),
    check(
      'data_exports_status_check',
      sql`${table.status} in ('building', 'ready', 'downloaded', 'expired')`,
    ),
    check(
      'data_exports_ready_has_archive',
      sql`${table.status} <> 'ready' or (${table.archive} is not null and ${table.tokenHash} is not null and ${table.expiresAt} is not null)`,
    ),
    check(
      'data_exports_done_has_no_archive',
      sql`${table.status} not in ('downloaded', 'expired') or ${table.archive} is null`,
    ),
  ],
);
