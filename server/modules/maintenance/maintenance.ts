import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, verifications } from '../../db/schema';
import type { Env } from '../../env';
import { describeError } from '../../lib/background';
import type { Logger } from '../../lib/logger';
import { pruneRateLimits } from '../auth/rate-limit';
import { sessionCutoffs, type SessionLimitsEnv } from '../auth/session-policy';

export type MaintenanceEnv = SessionLimitsEnv & Pick<Env, 'RATE_LIMIT_WINDOW_SECONDS'>;

export interface MaintenanceReport {
  sessionsDeleted: number;
  verificationsDeleted: number;
  vacuumed: boolean;
}

/**
 * Housekeeping the database does not do by itself. Sessions and reset tokens that can no longer
 * be used are otherwise only removed when someone presents them, and old rate-limit windows
 * never; they are deleted here. The embedded database has no autovacuum, so its dead rows
 * (every message rewrites its chat's summary row, every minute of use a session's activity
 * stamp) are vacuumed here too. Every step is idempotent: on PostgreSQL several instances may
 * run it at once, and autovacuum does the rest.
 */
export async function runMaintenance(
  database: Database,
  env: MaintenanceEnv,
  now = Date.now(),
): Promise<MaintenanceReport> {
  const { db } = database;
  const { createdAfter, activeAfter } = sessionCutoffs(env, now);
  const deadSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.createdAt, createdAfter),
        lt(sessions.lastActiveAt, activeAfter),
      ),
    )
    .returning({ id: sessions.id });
  const deadVerifications = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, new Date(now)))
    .returning({ id: verifications.id });
  await pruneRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS * 1000, now);
  const { driver } = database;
  const vacuumed = driver.kind === 'pglite';
  if (vacuumed) await driver.client.exec('VACUUM ANALYZE');
  return {
    sessionsDeleted: deadSessions.length,
    verificationsDeleted: deadVerifications.length,
    vacuumed,
  };
}

export interface MaintenanceSchedule {
  /** Cancels the next runs and waits for one in progress. */
  stop(): Promise<void>;
}

/**
 * Runs maintenance every `intervalMs`, first one interval after start-up (so a cold start stays
 * fast). Failures are logged and the next run goes ahead; runs never overlap.
 */
export function scheduleMaintenance(
  database: Database,
  env: MaintenanceEnv,
  logger: Logger,
  intervalMs: number,
): MaintenanceSchedule {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runMaintenance(database, env)
      .then((report) => logger.info(report, 'maintenance done'))
      .catch((error: unknown) => logger.error({ err: describeError(error) }, 'maintenance failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
