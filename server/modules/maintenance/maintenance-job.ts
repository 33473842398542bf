import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { cronEveryMinutes } from '../../lib/cron';
import { defineJob, handleJob, type ScheduledJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { runMaintenance, type MaintenanceEnv } from './run-maintenance';

/**
 * Maintenance runs as a scheduled job: the job queue's cron enqueues it once per match for all
 * instances together (never twice), and a run missed while every instance was down is made up
 * once at the next start. A failed run is retried like any job.
 */
export const maintenanceJob = defineJob('maintenance', z.object({}), { maxAttempts: 3 });

export function maintenanceSchedule(env: Pick<Env, 'MAINTENANCE_INTERVAL_MINUTES'>): ScheduledJob {
  const minutes = env.MAINTENANCE_INTERVAL_MINUTES;
  const cron = cronEveryMinutes(minutes);
  // env.ts accepts only intervals with a pattern.
  if (!cron) throw new Error(`MAINTENANCE_INTERVAL_MINUTES ${minutes} has no cron pattern`);
  return { job: maintenanceJob, cron, catchUpMinutes: minutes };
}

export function maintenanceHandler(db: Db, env: MaintenanceEnv, logger: Logger) {
  return handleJob(maintenanceJob, async () => {
    const report = await runMaintenance(db, env);
    logger.info(report, 'maintenance done');
  });
}
