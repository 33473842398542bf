import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob, handleJob, type JobQueue } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { loadRecipients, type DeliveryContext } from './deliver';
import {
  clearRemindersToPlan,
  remindersToPlan,
  scheduledSessionsAfter,
} from './notifications.queries';
import { planReminders } from './session-reminders';

/**
 * The one-off planning of reminders for sessions booked before notifications existed (migration
 * 0016 left the marker; decision 027). Idempotent: planning replaces a session's keyed jobs, so
 * a retry, or a session booked meanwhile (planned by its own booking), changes nothing.
 */
export const planExistingRemindersJob = defineJob('plan-session-reminders', z.object({}), {
  maxAttempts: 5,
});

const BATCH = 100;

/** At start-up: enqueue the job while the marker is there (one pending job, whatever the instances). */
export async function enqueuePendingReminderPlanning(db: Db, jobs: JobQueue) {
  if (await remindersToPlan(db))
    await jobs.enqueue(planExistingRemindersJob, {}, { key: planExistingRemindersJob.name });
}

export function planExistingRemindersHandler(db: Db, context: DeliveryContext, logger: Logger) {
  return handleJob(planExistingRemindersJob, async () => {
    if (!(await remindersToPlan(db))) return;
    const now = new Date();
    let after: string | null = null;
    let planned = 0;
    for (;;) {
      const sessions = await scheduledSessionsAfter(db, after, now, BATCH);
      if (!sessions.length) break;
      await db.transaction(async (tx) => {
        const recipients = await loadRecipients(
          tx,
          context,
          sessions.flatMap((session) => [session.patientId, session.healerId]),
        );
        for (const session of sessions)
          for (const userId of [session.patientId, session.healerId]) {
            const recipient = recipients.get(userId);
            if (recipient) await planReminders(tx, context, session, recipient, now);
          }
      });
      planned += sessions.length;
      after = sessions.at(-1)!.id;
    }
    await clearRemindersToPlan(db);
    logger.info({ sessions: planned }, 'reminders planned for sessions booked before');
  });
}
