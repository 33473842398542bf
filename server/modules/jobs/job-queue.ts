import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { addJob, removeJob } from './jobs.queries';

/** Enqueues with graphile-worker's SQL API, in the caller's transaction when given one. */
export function createJobQueue(db: Db): JobQueue {
  return {
    async enqueue(job, payload, { executor = db, runAt, key } = {}) {
      await addJob(executor, {
        task: job.name,
        payload: job.payload.parse(payload) as Record<string, unknown>,
        runAt,
        key,
        maxAttempts: job.maxAttempts,
      });
    },
    async remove(key, executor = db) {
      await removeJob(executor, key);
    },
  };
}
