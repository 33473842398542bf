import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { ProfileRow } from './profiles.dto';

export type ProfileChanges = Partial<typeof profiles.$inferInsert>;

export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}

export async function updateProfile(db: Executor, userId: string, changes: ProfileChanges) {
  const [updated] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning();
  return updated;
}

/** users.name is what the auth library shows and mails; it follows the profile's name. */
export async function renameUser(db: Executor, userId: string, name: string) {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
