import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, sessions } from '../../db/schema';
import type { Env } from '../../env';
import type { Auth } from './auth';

/** last_active_at is written at most this often per session, not on every request. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

type ProfileRow = typeof profiles.$inferSelect;

export interface ActiveSession {
  sessionId: string;
  userId: string;
  email: string;
  /** Null only if the profile was deleted under a live session. */
  profile: ProfileRow | null;
  /** Set-Cookie values when the library rolled the session forward; the response must carry them. */
  renewedCookies: string[];
}

/** Why a session may no longer be used, or undefined while it may. */
export function sessionExpiry(
  session: { createdAt: Date; lastActiveAt: Date },
  env: Pick<Env, 'SESSION_IDLE_TIMEOUT_MINUTES' | 'SESSION_MAX_AGE_DAYS'>,
  now: number,
): 'idle' | 'max_age' | undefined {
  if (now - session.createdAt.getTime() > env.SESSION_MAX_AGE_DAYS * 86_400_000) return 'max_age';
  if (now - session.lastActiveAt.getTime() > env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000)
    return 'idle';
  return undefined;
}

/**
 * The session of a request's cookie, after better-auth's own checks (signature, rolling
 * expiry) and ours: an idle timeout and an absolute lifetime. A session past either is deleted
 * and the request counts as signed out. Every way of reading a session goes through here.
 */
export async function resolveSession(
  auth: Auth,
  db: Db,
  env: Env,
  headers: Headers,
  now = Date.now(),
): Promise<ActiveSession | undefined> {
  const { response: session, headers: libraryHeaders } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!session) return undefined;
  const [row] = await db
    .select({
      lastActiveAt: sessions.lastActiveAt,
      createdAt: sessions.createdAt,
      profile: profiles,
    })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.id, session.session.id));
  if (!row) return undefined;
  if (sessionExpiry(row, env, now)) {
    await db.delete(sessions).where(eq(sessions.id, session.session.id));
    return undefined;
  }
  if (now - row.lastActiveAt.getTime() >= ACTIVITY_RESOLUTION_MS) {
    // The condition makes concurrent requests of one session write once.
    await db
      .update(sessions)
      .set({ lastActiveAt: new Date(now) })
      .where(
        and(
          eq(sessions.id, session.session.id),
          lt(sessions.lastActiveAt, new Date(now - ACTIVITY_RESOLUTION_MS)),
        ),
      );
  }
  return {
    sessionId: session.session.id,
    userId: session.user.id,
    email: session.user.email,
    profile: row.profile,
    renewedCookies: libraryHeaders.getSetCookie(),
  };
}
