import { lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, verifications } from '../../db/schema';

/** Sessions past their expiry, their absolute lifetime or their idle timeout. */
export async function deleteDeadSessions(
  executor: Executor,
  cutoffs: { now: Date; createdAfter: Date; activeAfter: Date },
): Promise<number> {
  const deleted = await executor
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoffs.now),
        lt(sessions.createdAt, cutoffs.createdAfter),
        lt(sessions.lastActiveAt, cutoffs.activeAfter),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

export async function deleteExpiredVerifications(executor: Executor, now: Date): Promise<number> {
  const deleted = await executor
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  return deleted.length;
}
