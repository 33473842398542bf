import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings, profiles, storedFiles, users } from '../../db/schema';
import { FILE_URL_PREFIX } from '../files/file-url';
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

/** The profile's picture URL, with the row locked until the transaction ends. */
export async function lockProfilePicture(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ url: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row?.url ?? null;
}

/** users.name is what the auth library shows and mails; it follows the profile's name. */
export async function renameUser(db: Executor, userId: string, name: string) {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The app_settings row migration 0010 left: avatars stored before this instant need re-encoding. */
export const REENCODE_AVATARS_SETTING = 'reencode-avatars-before';

export async function findReencodeCutoff(db: Executor): Promise<Date | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REENCODE_AVATARS_SETTING));
  return row ? new Date(row.value) : undefined;
}

export async function clearReencodeCutoff(db: Executor) {
  await db.delete(appSettings).where(eq(appSettings.key, REENCODE_AVATARS_SETTING));
}

/** Avatars (files their owner's profile points at) stored before `cutoff`, oldest first. */
export async function avatarsStoredBefore(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: storedFiles.id, ownerId: storedFiles.ownerId, data: storedFiles.data })
    .from(storedFiles)
    .innerJoin(
      profiles,
      and(
        eq(profiles.userId, storedFiles.ownerId),
        eq(profiles.profilePictureUrl, sql`${FILE_URL_PREFIX} || ${storedFiles.id}::text`),
      ),
    )
    .where(lt(storedFiles.createdAt, cutoff))
    .orderBy(asc(storedFiles.createdAt))
    .limit(limit);
}
