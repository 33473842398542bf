import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { pruneRateLimits } from '../auth/rate-limit';
import { sessionCutoffs, type SessionLimitsEnv } from '../auth/session-policy';
import { pruneAccessLog } from '../privacy/access-log';
import { expireExports } from '../privacy/export.queries';
import { deleteDeadSessions, deleteExpiredVerifications } from './maintenance.queries';

export type MaintenanceEnv = SessionLimitsEnv &
  Pick<Env, 'RATE_LIMIT_WINDOW_SECONDS' | 'ACCESS_LOG_RETENTION_DAYS'>;

export interface MaintenanceReport {
  sessionsDeleted: number;
  verificationsDeleted: number;
  accessLogDeleted: number;
  exportsExpired: number;
}

/**
 * Housekeeping the database does not do by itself. Sessions and reset tokens that can no longer
 * be used are otherwise only removed when someone presents them, and old rate-limit windows
 * access-log entries past their retention and data exports past their 24 hours never. Every step is idempotent, so a run that overlaps another does no harm; PostgreSQL's
 * autovacuum reclaims the space.
 */
export async function runMaintenance(
  db: Db,
  env: MaintenanceEnv,
  now = Date.now(),
): Promise<MaintenanceReport> {
  const { createdAfter, activeAfter } = sessionCutoffs(env, now);
  const sessionsDeleted = await deleteDeadSessions(db, {
    now: new Date(now),
    createdAfter,
    activeAfter,
  });
  const verificationsDeleted = await deleteExpiredVerifications(db, new Date(now));
  await pruneRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS * 1000, now);
  const accessLogDeleted = await pruneAccessLog(db, env.ACCESS_LOG_RETENTION_DAYS, now);
  const exportsExpired = await expireExports(db, new Date(now));
  return { sessionsDeleted, verificationsDeleted, accessLogDeleted, exportsExpired };
}
