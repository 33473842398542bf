import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { appSettings, passkeys, profiles, rateLimits, sessions, users } from '../../db/schema';

/** A session by its token, with its user and profile: the one statement of a live request. */
export async function findSessionByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      profile: profiles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.token, token));
  return row;
}

/** Whether the account's email address is confirmed (decision 068). */
export async function findUserName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row?.emailVerified ?? false;
}

/** What our policy needs of a session the library has just read. */
export async function findSessionTimes(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      lastActiveAt: sessions.lastActiveAt,
      createdAt: sessions.createdAt,
      profile: profiles,
    })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/** When the account was suspended by an admin; null while it is not. */
export async function findSuspension(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.suspendedAt ?? null;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Stamps activity unless a concurrent request of the session already did since `staleBefore`. */
export async function markSessionActive(db: Db, sessionId: string, at: Date, staleBefore: Date) {
  await db
    .update(sessions)
    .set({ lastActiveAt: at })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, staleBefore)));
}

/**
 * Counts one attempt against `key` in a fixed window that started after `windowStart` (else a
 * new window starts at `now`). One atomic upsert, so concurrent requests on any number of app
 * instances count exactly; `last_request` holds the window's start.
 */
export async function countAttempt(db: Db, key: string, windowStart: number, now: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, startedAt: rateLimits.lastRequest });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Cheap thanks to rate_limits_last_request_idx. */
export async function deleteRateLimitsBefore(db: Db, before: number) {
  await db.delete(rateLimits).where(lt(rateLimits.lastRequest, before));
}

/** Stores the setting unless it exists, then reads it: concurrent first starts agree. */
export async function insertSettingOnce(db: Db, key: string, value: string) {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

/** A new account's profile takes the zone its browser reported at sign-up. */
export async function setProfileTimezone(db: Db, userId: string, timezone: string) {
  await db
    .update(profiles)
    .set({ timezone, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/** Whether the account signs in with a second factor (better-auth's two-factor plugin). */
export async function hasTwoFactor(db: Db, userId: string) {
  const [row] = await db
    .select({ on: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on ?? false;
}

/** The user's passkeys, oldest first: what their settings list (no key material). */
export function listOwnPasskeys(db: Db, userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** Whether this passkey is the user's (someone else's is answered as missing). */
export async function ownsPasskey(db: Db, id: string, userId: string) {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return Boolean(row);
}
