import { desc, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { adminActions } from '../../db/schema';

export type AdminActionRow = typeof adminActions.$inferSelect;
export type NewAdminAction = Omit<typeof adminActions.$inferInsert, 'id' | 'createdAt'>;

/** The admin who acted, as the audit log keeps them; null for the system and the command line. */
export interface Actor {
  userId: string;
  email: string;
}

/**
 * Writes one audit entry, inside the transaction of the action it records: an action and its
 * record commit together or not at all.
 */
export async function recordAction(tx: Executor, entry: NewAdminAction) {
  const label = entry.targetLabel && [...entry.targetLabel].slice(0, TARGET_LABEL_MAX).join('');
  await tx.insert(adminActions).values({ ...entry, targetLabel: label });
}

/** admin_actions_target_label_length: a label is a reminder, cut to fit. */
const TARGET_LABEL_MAX = 300;

/** Who an entry names as its actor. */
export const actorFields = (actor: Actor | null) => ({
  actorId: actor?.userId ?? null,
  actorEmail: actor?.email ?? null,
});

/** One page of the audit log, newest first, plus one row. */
export function auditPageQuery(db: Db, limit: number, after?: { t: string; i: string }) {
  return db
    .select()
    .from(adminActions)
    .where(
      after
        ? sql`(${adminActions.createdAt}, ${adminActions.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`
        : undefined,
    )
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit + 1);
}
