import { z } from 'zod';
import { EXPIRED_NOTE } from '@contract/verification';
import type { Db } from '../../db/client';
import { defineJob, handleJob, type ScheduledJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { recordAction } from '../audit/audit.queries';
import { utcToday } from './verification.dto';
import { expireVerifications } from './verification.queries';

/**
 * Daily: a verified healer whose credential (the earliest-expiring one the approval rested on)
 * has expired loses the badge and is back to unverified with a note saying why. Each lapse is in
 * the audit log as the system's action. Idempotent: a second run finds nothing.
 */
export const expireVerificationsJob = defineJob('expire-verifications', z.object({}), {
  maxAttempts: 5,
});

/** Every day at 00:15 UTC, just after a credential's last valid day ended. */
export const expireVerificationsSchedule: ScheduledJob = {
  job: expireVerificationsJob,
  cron: '15 0 * * *',
  catchUpMinutes: 24 * 60,
};

export async function dropExpiredBadges(db: Db, today = utcToday()) {
  return db.transaction(async (tx) => {
    const lapsed = await expireVerifications(tx, today, EXPIRED_NOTE);
    for (const healer of lapsed)
      await recordAction(tx, {
        actorId: null,
        actorEmail: null,
        action: 'verification.expire',
        targetType: 'healer',
        targetId: healer.healer_id,
        targetLabel: healer.name,
        reason: `Credential expired on ${healer.lapsed_on}`,
      });
    return lapsed.length;
  });
}

export function expireVerificationsHandler(db: Db, logger: Logger) {
  return handleJob(expireVerificationsJob, async () => {
    const dropped = await dropExpiredBadges(db);
    logger.info({ badgesDropped: dropped }, 'expired verifications checked');
  });
}
