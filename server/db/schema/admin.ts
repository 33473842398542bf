import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const ADMIN_ACTIONS = [
  'admin.grant',
  'verification.approve',
  'verification.reject',
  'verification.expire',
  'review.hide',
  'review.keep',
  'user.suspend',
  'user.unsuspend',
] as const;

/**
 * The audit log of every admin action (decision 036): who (the admin's id and email as they
 * were; null for the system and the command line), what (action and target), when and why.
 * Append-only: a trigger (migration) refuses UPDATE and DELETE. No foreign key to users, so the
 * record outlives the accounts it names.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ['user', 'review', 'healer'] }).notNull(),
    targetId: text('target_id').notNull(),
    /** What the action was about, as shown in the console (a name, a review's first words). */
    targetLabel: text('target_label'),
    reason: text('reason'),
    // Whole milliseconds, so that a page's cursor (a JavaScript time) names a row exactly.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (table) => [
    index('admin_actions_created_at_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('admin_actions_target_idx').on(table.targetType, table.targetId),
    check(
      'admin_actions_action_values',
      sql.raw(`action in (${ADMIN_ACTIONS.map((action) => `'${action}'`).join(', ')})`),
    ),
    check(
      'admin_actions_target_type_values',
      sql`${table.targetType} in ('user', 'review', 'healer')`,
    ),
    check('admin_actions_reason_length', sql`char_length(${table.reason}) <= 1000`),
    check('admin_actions_target_label_length', sql`char_length(${table.targetLabel}) <= 300`),
  ],
);
