import { z } from 'zod';
import type { Db } from '../../db/client';
import type { EventService } from '../../lib/context';
import { defineJob, handleJob, type JobQueue, type ScheduledJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { completeEndedSessions as completeBatch } from './appointments.queries';

/**
 * A session that ended and that the healer never closed is marked completed
 * AUTO_COMPLETE_AFTER_HOURS after its end (decision 042): a sweep of the job queue every ten
 * minutes, and once at start-up. A session the healer closed otherwise (no-show) is left alone;
 * the healer may still change a completed one to no-show for STATUS_CHANGE_DAYS.
 */
export const completeEndedSessionsJob = defineJob('complete-ended-sessions', z.object({}), {
  maxAttempts: 5,
});

export const completeEndedSessionsSchedule: ScheduledJob = {
  job: completeEndedSessionsJob,
  cron: '*/10 * * * *',
  catchUpMinutes: 10,
};

const BATCH = 500;

/** Completes every due session, a batch per transaction; both sides of each hear of it. */
export async function completeEndedSessions(db: Db, events: EventService, hours: number) {
  let completed = 0;
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const done = await completeBatch(tx, hours, BATCH);
      for (const row of done)
        await events.publish(tx, [row.patientId, row.healerId], {
          type: 'appointment.updated',
          appointment_id: row.id,
        });
      return done;
    });
    completed += rows.length;
    if (rows.length < BATCH) return completed;
  }
}

export const completeEndedSessionsHandler = (
  db: Db,
  events: EventService,
  hours: number,
  logger: Logger,
) =>
  handleJob(completeEndedSessionsJob, async () => {
    const completed = await completeEndedSessions(db, events, hours);
    if (completed) logger.info({ completed }, 'ended sessions completed');
  });

/** The first sweep runs at start-up, so sessions that ended while no instance ran wait no longer. */
export const enqueueSessionCompletion = (jobs: JobQueue) =>
  jobs.enqueue(completeEndedSessionsJob, {}, { key: completeEndedSessionsJob.name });
