import type { Db } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import { addJob, removeJobs } from './jobs.queries';

/** Enqueues with graphile-worker's SQL API, in the caller's transaction when given one. */
export function createJobQueue(db: Db): JobQueue {
  return {
    async enqueue(job, payload, { executor = db, runAt, key, keyMode } = {}) {
      await addJob(executor, {
        task: job.name,
        payload: job.payload.parse(payload) as Record<string, unknown>,
        runAt,
        key,
        keyMode,
        maxAttempts: job.maxAttempts,
      });
    },
    async remove(keys, executor = db) {
      const list = typeof keys === 'string' ? [keys] : keys;
      if (list.length) await removeJobs(executor, list);
    },
  };
}
