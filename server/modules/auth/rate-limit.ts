import { createHash } from 'node:crypto';
import type { Context, Input } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import { countAttempt, deleteRateLimitsBefore } from './auth.queries';
import { clientIp } from './client-ip';

export type RateLimitedAction =
  'sign-in' | 'sign-up' | 'password-reset' | 'newsletter' | 'two-factor';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export class RateLimitError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', RATE_LIMIT_MESSAGE, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt against `key` in a fixed window and says whether it is within `max`. */
export async function consumeAttempt(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now = Date.now(),
): Promise<Verdict> {
  const row = await countAttempt(db, key, now - windowMs, now);
  if (row.count <= max) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.startedAt + windowMs - now) / 1000)),
  };
}

/** Deletes counters whose window ended long ago (run by the maintenance job, off the request path). */
export async function pruneRateLimits(db: Db, windowMs: number, now = Date.now()) {
  await deleteRateLimitsBefore(db, now - 10 * windowMs);
}

/** Emails are counted under a hash: the counter table needs no personal data. */
function emailKey(email: string) {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Throws RateLimitError when the caller's IP, or the email the request is about, has used up
 * its attempts for this action. Both counters always count the attempt.
 */
export async function enforceRateLimit<E extends AppEnv, P extends string, I extends Input>(
  c: Context<E, P, I>,
  action: RateLimitedAction,
  email?: string,
): Promise<void> {
  const { env, database } = c.var;
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const now = Date.now();
  const checks = [
    consumeAttempt(
      database.db,
      `${action}:ip:${clientIp(c)}`,
      env.RATE_LIMIT_PER_IP,
      windowMs,
      now,
    ),
  ];
  if (email)
    checks.push(
      consumeAttempt(
        database.db,
        `${action}:email:${emailKey(email)}`,
        env.RATE_LIMIT_PER_EMAIL,
        windowMs,
        now,
      ),
    );
  const verdicts = await Promise.all(checks);
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length) {
    c.var.logger.warn({ action, requestId: c.var.requestId }, 'rate limited');
    throw new RateLimitError(Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
  }
}
