import { EventEmitter } from 'node:events';
import {
  parseCronItems,
  run,
  type CronItem,
  type Job,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import type { Database } from '../../db/client';
import { describeError } from '../../lib/describe-error';
import type { JobHandler, JobPayload, ScheduledJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { settledWithin } from '../../lib/time-limit';
import { busyTasks, unlockAllJobs } from './jobs.queries';
import { workerLogger } from './worker-logger';

export interface JobRunnerOptions {
  database: Database;
  logger: Logger;
  handlers: JobHandler[];
  schedules: ScheduledJob[];
  /** Jobs run at once in this process (they wait on I/O: mail servers, the database). */
  concurrency?: number;
  /** How long `stop()` waits for running jobs before releasing them for a retry. */
  shutdownTimeoutMs: number;
}

export interface JobRunner {
  /**
   * Resolves once no job is running or due; a failed job waiting for its retry does not count.
   * For tests, which replace waiting for time with waiting for the queue.
   */
  idle(timeoutMs?: number): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones; any still running after the shutdown
   * timeout count as failed attempts and run again (here after a restart, or elsewhere).
   */
  stop(): Promise<void>;
}

const IDLE_POLL_MS = 20;

/** Starts this process's workers: LISTEN for new jobs, poll for due ones, run the cron. */
export async function startJobRunner({
  database,
  logger,
  handlers,
  schedules,
  concurrency = 4,
  shutdownTimeoutMs,
}: JobRunnerOptions): Promise<JobRunner> {
  if (database.kind === 'embedded-postgres') {
    // One app process per DATA_DIR: a locked job here was left by a process that is gone.
    const released = await unlockAllJobs(database.db);
    if (released)
      logger.warn({ jobs: released }, 'jobs interrupted by a previous process will run again');
  }
  // Its own small pool: one connection stays on LISTEN, the others fetch and complete jobs.
  const pool = new pg.Pool({ connectionString: database.url, max: concurrency + 1 });
  const onError = (error: Error) =>
    logger.warn({ err: error.message }, 'job queue connection error');
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));

  const runner = await run({
    pgPool: pool,
    concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: workerLogger(logger),
    events: failureLog(logger),
    taskList: taskList(handlers, logger),
    parsedCronItems: parseCronItems(schedules.map(cronItem)),
    // Completions go through graphile-worker's batcher (no added delay), which shutdown
    // flushes: unbatched, a job finishing during shutdown is not marked done before the pool
    // closes, and would run a second time.
    preset: {
      worker: {
        completeJobBatchDelay: 0,
        failJobBatchDelay: 0,
        // Graceful shutdown aborts the jobs still running after this; see taskList().
        gracefulShutdownAbortTimeout: shutdownTimeoutMs,
      },
    },
  });
  runner.promise.catch((error: unknown) =>
    logger.error({ err: describeError(error) }, 'job runner stopped with an error'),
  );

  let stopping: Promise<void> | undefined;
  return {
    async idle(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const busy = await busyTasks(database.db);
        if (!busy.length) return;
        if (Date.now() > deadline)
          throw new Error(`The job queue is still busy after ${timeoutMs} ms: ${busy.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
    stop() {
      return (stopping ??= (async () => {
        // Normally the abort (at the shutdown timeout) ends every job; this only guards
        // against a worker that never returns.
        try {
          await settledWithin(shutdownTimeoutMs + 5_000, runner.stop());
        } finally {
          await pool.end();
        }
      })());
    },
  };
}

function taskList(handlers: JobHandler[], logger: Logger): TaskList {
  const tasks: TaskList = {};
  for (const handler of handlers) {
    tasks[handler.job.name] = async (raw, helpers) => {
      const parsed = handler.job.payload.safeParse(raw ?? {});
      if (!parsed.success) {
        // A payload that does not fit will not fit on the next attempt either.
        logger.error(
          { task: handler.job.name, jobId: helpers.job.id },
          'job dropped: its payload does not match the job definition',
        );
        return;
      }
      // At the shutdown timeout the job counts as a failed attempt (so it runs again later)
      // even if its handler is still waiting on, say, a mail server.
      await untilAborted(
        helpers.abortSignal,
        handler.run(parsed.data as JobPayload, {
          id: helpers.job.id,
          attempt: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
        }),
        () =>
          logger.warn(
            { task: handler.job.name, jobId: helpers.job.id },
            'shutdown timeout: a running job is released for a retry',
          ),
      );
      logger.debug(
        { task: handler.job.name, jobId: helpers.job.id, attempt: helpers.job.attempts },
        'job done',
      );
    };
  }
  return tasks;
}

/**
 * `work`, unless `signal` aborts first (then a rejection, after `onAbort`). The signal is the
 * worker's, shared by every job it runs: the listener goes when the job ends, or each job would
 * leave one behind for the life of the process.
 */
export async function untilAborted<T>(
  signal: AbortSignal,
  work: Promise<T>,
  onAbort: () => void,
): Promise<T> {
  let abort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    abort = () => {
      onAbort();
      reject(new Error('Stopped at the shutdown timeout'));
    };
  });
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  try {
    return await Promise.race([work, stopped]);
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/** One line per failure, never the payload: a retry at warn, a job given up (dead) at error. */
function failureLog(logger: Logger): WorkerEvents {
  const events = new EventEmitter() as WorkerEvents;
  const describe = (job: Job, error: unknown) => ({
    task: job.task_identifier,
    jobId: job.id,
    attempt: job.attempts,
    maxAttempts: job.max_attempts,
    err: describeError(error),
  });
  events.on('job:error', ({ job, error }) => {
    if (job.attempts >= job.max_attempts) return;
    // graphile-worker's back-off: exp(min(attempt, 10)) seconds.
    const retryInSeconds = Math.round(Math.exp(Math.min(job.attempts, 10)));
    logger.warn({ ...describe(job, error), retryInSeconds }, 'job failed; it will be retried');
  });
  events.on('job:failed', ({ job, error }) => {
    logger.error(
      describe(job, error),
      'job failed for good (dead): it stays in graphile_worker.jobs for inspection',
    );
  });
  return events;
}

function cronItem({ job, cron, catchUpMinutes }: ScheduledJob): CronItem {
  return {
    task: job.name,
    identifier: job.name,
    match: cron,
    options: {
      backfillPeriod: catchUpMinutes * 60_000,
      maxAttempts: job.maxAttempts,
      // Several missed matches made up at once collapse into one run.
      jobKey: job.name,
      jobKeyMode: 'replace',
    },
  };
}
