import { makeSignature } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client';
import { sessions } from '../../server/db/schema';
import type { TestApp } from './test-app';

/** Reads and back-dates a user's session row, for tests of session expiry and clean-up. */
export function sessionRows(t: TestApp) {
  return {
    async sessionOf(userId: string) {
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      return row;
    },
    backdate(userId: string, values: Partial<typeof sessions.$inferInsert>) {
      return t.database.db.update(sessions).set(values).where(eq(sessions.userId, userId));
    },
  };
}

export const SESSION_COOKIE = 'better-auth.session_token';

/**
 * Signs users in without the sign-up/sign-in endpoints (slow password hashing, rate limits):
 * a session row per user, and the cookie better-auth expects for it
 * (`<token>.<base64 HMAC-SHA256 of the token>`, URI-encoded, as better-call's signCookieValue).
 * The server must run with the same AUTH_SECRET.
 */
export async function mintSessions(
  db: Db,
  secret: string,
  userIds: string[],
): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const rows: Array<{ id: string; token: string; userId: string }> = [];
  for (const userId of new Set(userIds)) {
    const token = randomBytes(24).toString('base64url');
    rows.push({ id: randomBytes(16).toString('hex'), token, userId });
    const signed = encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
    cookies.set(userId, `${SESSION_COOKIE}=${signed}`);
  }
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await db.execute(sql`
      insert into sessions (id, token, user_id, expires_at, created_at, updated_at, last_active_at)
      select id, token, user_id, now() + interval '7 days', now(), now(), now()
        from unnest(${sql.raw(`array[${batch.map((r) => `'${r.id}'`).join(',')}]::text[]`)},
                    ${sql.raw(`array[${batch.map((r) => `'${r.token}'`).join(',')}]::text[]`)},
                    ${sql.raw(`array[${batch.map((r) => `'${r.userId}'`).join(',')}]::text[]`)})
             as s(id, token, user_id)`);
  }
  return cookies;
}
