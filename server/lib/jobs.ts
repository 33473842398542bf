import type { z } from 'zod';
import type { Executor } from '../db/client';

/**
 * The durable job queue as the rest of the code sees it (implemented in modules/jobs on
 * graphile-worker, decision 015). A job is a row in the database: it survives restarts, runs
 * once across all instances, and is retried with exponential back-off when its handler throws.
 */
export interface JobQueue {
  /** Adds a job. Inside a transaction (`executor`), it exists only if that transaction commits. */
  enqueue<P extends JobPayload>(
    job: JobDefinition<P>,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Cancels the pending jobs with these keys; one already running finishes. */
  remove(keys: string | string[], executor?: Executor): Promise<void>;
}

export type JobPayload = Record<string, unknown>;

export interface EnqueueOptions {
  /** The transaction (or database) to write the job with; defaults to the database. */
  executor?: Executor;
  /** Not before this instant; defaults to now. */
  runAt?: Date;
  /**
   * At most one pending job per key: enqueuing with a key that is pending replaces that job's
   * payload and time (a reminder that moves with its appointment); `remove(key)` cancels it.
   */
  key?: string;
  /**
   * With a key that is pending: `replace` (the default) moves it to this payload and time;
   * `preserve_run_at` keeps its time and takes the new payload (a digest due a quiet period
   * after the first of several messages, not after the last).
   */
  keyMode?: 'replace' | 'preserve_run_at';
}

/** A kind of job: its name and the shape of its payload (checked again when it runs). */
export interface JobDefinition<P extends JobPayload> {
  name: string;
  payload: z.ZodType<P>;
  /** Attempts before the job is given up as dead (logged at error level, kept for inspection). */
  maxAttempts: number;
}

export function defineJob<P extends JobPayload>(
  name: string,
  payload: z.ZodType<P>,
  { maxAttempts = 10 }: { maxAttempts?: number } = {},
): JobDefinition<P> {
  return { name, payload, maxAttempts };
}

export interface JobContext {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** A module's handler for one kind of job; throwing means "retry later". */
export interface JobHandler<P extends JobPayload = JobPayload> {
  job: JobDefinition<P>;
  run(payload: P, context: JobContext): Promise<void>;
}

export function handleJob<P extends JobPayload>(
  job: JobDefinition<P>,
  run: (payload: P, context: JobContext) => Promise<void>,
): JobHandler<P> {
  return { job, run };
}

/** A job enqueued by the clock: once per cron match across all instances. */
export interface ScheduledJob {
  job: JobDefinition<JobPayload>;
  /** A five-field cron pattern in UTC, e.g. `0 * * * *` for every hour on the hour. */
  cron: string;
  /** A run missed while no instance was up is made up once within this many minutes. */
  catchUpMinutes: number;
}
