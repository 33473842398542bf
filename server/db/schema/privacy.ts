import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_KINDS } from '@contract/privacy';
import { users } from './auth';

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
