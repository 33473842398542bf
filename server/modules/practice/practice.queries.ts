import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingSettings, profiles, sessionTypes } from '../../db/schema';
import type { BookingSettingsRow, SessionTypeRow } from './practice.dto';

export async function findBookingSettings(
  db: Executor,
  healerId: string,
): Promise<BookingSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.healerId, healerId));
  return row;
}

/** Writes the given settings, creating the healer's row (with defaults for the rest) if needed. */
export async function upsertBookingSettings(
  db: Executor,
  healerId: string,
  values: Partial<Omit<typeof bookingSettings.$inferInsert, 'healerId' | 'updatedAt'>>,
): Promise<BookingSettingsRow> {
  const [row] = await db
    .insert(bookingSettings)
    .values({ healerId, ...values })
    .onConflictDoUpdate({
      target: bookingSettings.healerId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The healer's session types in their order (active or not). */
export function listSessionTypes(db: Executor, healerId: string): Promise<SessionTypeRow[]> {
  return db
    .select()
    .from(sessionTypes)
    .where(eq(sessionTypes.healerId, healerId))
    .orderBy(asc(sessionTypes.position), asc(sessionTypes.createdAt), asc(sessionTypes.id));
}

export async function findSessionType(
  db: Executor,
  healerId: string,
  id: string,
): Promise<SessionTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.healerId, healerId)));
  return row;
}

export async function countSessionTypes(db: Executor, healerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sessionTypes)
    .where(eq(sessionTypes.healerId, healerId));
  return row?.total ?? 0;
}

export async function insertSessionType(
  db: Executor,
  values: typeof sessionTypes.$inferInsert,
): Promise<SessionTypeRow> {
  const [row] = await db.insert(sessionTypes).values(values).returning();
  return row!;
}

export async function updateSessionType(
  db: Executor,
  healerId: string,
  id: string,
  set: Partial<typeof sessionTypes.$inferInsert>,
): Promise<SessionTypeRow | undefined> {
  const [row] = await db
    .update(sessionTypes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.healerId, healerId)))
    .returning();
  return row;
}

/** Numbers the healer's types 0, 1, 2... in the order of `ids`. */
export async function renumberSessionTypes(db: Executor, healerId: string, ids: string[]) {
  if (!ids.length) return;
  const positions = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${sessionTypes} set position = ordered.position
    from (values ${positions}) as ordered(id, position)
    where ${sessionTypes.id} = ordered.id and ${sessionTypes.healerId} = ${healerId}`);
}

export async function deleteSessionType(db: Executor, healerId: string, id: string) {
  const removed = await db
    .delete(sessionTypes)
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.healerId, healerId)))
    .returning({ id: sessionTypes.id });
  return removed.length > 0;
}

/** Locks the healer's profile row until the transaction ends: one change of their list at a time. */
export async function lockPractice(tx: Executor, healerId: string) {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, healerId))
    .for('update');
}
