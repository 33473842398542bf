import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob, handleJob, type ScheduledJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { findDriftedHealers, recountHealer } from './reviews.queries';

/**
 * The nightly check of the rating figures the review trigger keeps (decision 033): any healer
 * whose rating_sum, reviews_count or rating_average differs from their visible reviews is
 * recounted from the rows. Nothing should ever drift; a fix is logged as a warning, because it
 * means something wrote around the trigger.
 */
export const recountRatingsJob = defineJob('recount-ratings', z.object({}), { maxAttempts: 3 });

/** Every night at 03:30 UTC; a night missed while no instance ran is made up within a day. */
export const recountRatingsSchedule: ScheduledJob = {
  job: recountRatingsJob,
  cron: '30 3 * * *',
  catchUpMinutes: 24 * 60,
};

/** Recounts the drifted healers, one transaction each; answers how many were fixed. */
export async function recountRatings(db: Db): Promise<number> {
  const drifted = await findDriftedHealers(db);
  for (const healerId of drifted) await db.transaction((tx) => recountHealer(tx, healerId));
  return drifted.length;
}

export function recountRatingsHandler(db: Db, logger: Logger) {
  return handleJob(recountRatingsJob, async () => {
    const fixed = await recountRatings(db);
    if (fixed) logger.warn({ healersFixed: fixed }, 'rating figures had drifted; recounted');
    else logger.info('rating figures match the reviews');
  });
}
