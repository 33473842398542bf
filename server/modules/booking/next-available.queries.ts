import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, sessionTypes } from '../../db/schema';
import type { ProfileRow } from '../profiles/profiles.dto';

export interface NextAvailable {
  /** The healer's first bookable type's first free start. */
  at: Date | null;
  /** Stored types' own values; a type left out (inactive) has none. */
  types: Array<{ id: string; at: Date | null }>;
  /** When the clock alone makes a value wrong; null: only a change can. */
  dueAt: Date | null;
}

/** Stores what `computeNextAvailable` found, for the healer and each of their types. */
export async function storeNextAvailable(tx: Executor, healerId: string, next: NextAvailable) {
  await tx
    .update(profiles)
    .set({ nextAvailableAt: next.at, nextAvailableDueAt: next.dueAt })
    .where(eq(profiles.userId, healerId));
  const values = next.types.filter((type) => type.at);
  await tx
    .update(sessionTypes)
    .set({
      nextAvailableAt: values.length
        ? sql`case ${sessionTypes.id} ${sql.join(
            values.map(
              (type) => sql`when ${type.id}::uuid then ${type.at!.toISOString()}::timestamptz`,
            ),
            sql` `,
          )} end`
        : null,
    })
    .where(eq(sessionTypes.healerId, healerId));
}

/** Healers whose value the clock has made stale by `now`, the stalest first. */
export async function findDueHealers(
  db: Executor,
  now: Date,
  limit: number,
): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(and(isNotNull(profiles.nextAvailableDueAt), lte(profiles.nextAvailableDueAt, now)))
    .orderBy(asc(profiles.nextAvailableDueAt))
    .limit(limit);
}

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}
