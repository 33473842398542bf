import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { AuthService } from '../../lib/context';
import type { ProfileRow } from '../profiles/profiles.dto';
import {
  deleteSession,
  findSessionByToken,
  findSessionTimes,
  markSessionActive,
} from './auth.queries';

/** last_active_at is written at most this often per session, not on every request. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

export interface ActiveSession {
  sessionId: string;
  userId: string;
  email: string;
  /** Whether the account's address is confirmed (decision 068). */
  emailVerified: boolean;
  /** Null only if the profile was deleted under a live session. */
  profile: ProfileRow | null;
  /** Set-Cookie values when the library rolled the session forward; the response must carry them. */
  renewedCookies: string[];
}

export type SessionLimitsEnv = Pick<Env, 'SESSION_IDLE_TIMEOUT_MINUTES' | 'SESSION_MAX_AGE_DAYS'>;

/**
 * Our two limits as cut-off times: a session created before `createdAfter` is past its absolute
 * lifetime, one last active before `activeAfter` is idle. Used per request (`sessionExpiry`) and
 * in bulk by the maintenance job.
 */
export function sessionCutoffs(env: SessionLimitsEnv, now: number) {
  return {
    createdAfter: new Date(now - env.SESSION_MAX_AGE_DAYS * 86_400_000),
    activeAfter: new Date(now - env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000),
  };
}

/** Why a session may no longer be used, or undefined while it may. */
export function sessionExpiry(
  session: { createdAt: Date; lastActiveAt: Date },
  env: SessionLimitsEnv,
  now: number,
): 'idle' | 'max_age' | undefined {
  const { createdAfter, activeAfter } = sessionCutoffs(env, now);
  if (session.createdAt < createdAfter) return 'max_age';
  if (session.lastActiveAt < activeAfter) return 'idle';
  return undefined;
}

/**
 * The session of a request's cookie, after better-auth's own checks (signature, rolling
 * expiry) and ours: an idle timeout and an absolute lifetime. A session past either is deleted
 * and the request counts as signed out. Every way of reading a session goes through here.
 *
 * Most requests take the fast path: one statement reads the session, its user and profile.
 * Whenever the library has something to do (a cookie to clear, an expired row to delete, a
 * session to roll forward, a "don't remember me" session), the request takes the library's
 * path instead, so its behaviour stays the library's.
 */
export async function resolveSession(
  auth: AuthService,
  db: Db,
  env: Env,
  headers: Headers,
  now = Date.now(),
): Promise<ActiveSession | undefined> {
  const settings = await auth.sessionSettings();
  const cookies = parseCookies(headers.get('cookie') ?? '');
  const token = verifiedToken(cookies[settings.sessionCookie], settings.secret);
  if (token === undefined) return undefined;
  const row = await findSessionByToken(db, token);
  const libraryHasWork =
    !row ||
    row.expiresAt.getTime() <= now ||
    row.expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now ||
    settings.dontRememberCookie in cookies;
  if (libraryHasWork) return resolveThroughLibrary(auth, db, env, headers, now);
  return applyPolicy(db, env, { ...row, renewedCookies: [] }, now);
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByToken>>>;

/**
 * The token of a signed session cookie (`<token>.<base64 HMAC-SHA256>`, as better-call signs
 * it), or undefined when the cookie is missing or its signature is wrong: the library treats
 * both as signed out, and so do we.
 */
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/** The library reads (and, where due, clears, deletes or rolls) the session; then our policy. */
async function resolveThroughLibrary(
  auth: AuthService,
  db: Db,
  env: Env,
  headers: Headers,
  now: number,
): Promise<ActiveSession | undefined> {
  const session = await auth.getSession(headers);
  if (!session) return undefined;
  const row = await findSessionTimes(db, session.sessionId);
  if (!row) return undefined;
  return applyPolicy(
    db,
    env,
    {
      ...row,
      sessionId: session.sessionId,
      userId: session.userId,
      email: session.email,
      emailVerified: session.emailVerified,
      renewedCookies: session.setCookies,
    },
    now,
  );
}

/** Our idle timeout and absolute lifetime, and the (throttled) activity stamp. */
async function applyPolicy(
  db: Db,
  env: Env,
  session: Pick<
    SessionRow,
    'sessionId' | 'userId' | 'email' | 'emailVerified' | 'profile' | 'createdAt' | 'lastActiveAt'
  > & {
    renewedCookies: string[];
  },
  now: number,
): Promise<ActiveSession | undefined> {
  // A suspension deletes the account's sessions; one that slipped through still ends here.
  if (sessionExpiry(session, env, now) || session.profile?.suspendedAt) {
    await deleteSession(db, session.sessionId);
    return undefined;
  }
  if (now - session.lastActiveAt.getTime() >= ACTIVITY_RESOLUTION_MS) {
    // The condition makes concurrent requests of one session write once.
    await markSessionActive(
      db,
      session.sessionId,
      new Date(now),
      new Date(now - ACTIVITY_RESOLUTION_MS),
    );
  }
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    email: session.email,
    emailVerified: session.emailVerified,
    profile: session.profile,
    renewedCookies: session.renewedCookies,
  };
}
