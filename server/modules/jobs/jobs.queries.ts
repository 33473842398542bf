import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// The queue's tables belong to graphile-worker (schema graphile_worker, created by
// migrateDatabase); we write through its SQL API and read its private tables only for the
// two questions its API does not answer (is anything left to do, and what).

export interface NewJob {
  task: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  key?: string;
  keyMode?: 'replace' | 'preserve_run_at';
  maxAttempts: number;
}

export async function addJob(executor: Executor, job: NewJob): Promise<void> {
  await executor.execute(sql`
    select graphile_worker.add_job(
      ${job.task}::text,
      ${JSON.stringify(job.payload)}::json,
      run_at => ${job.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${job.maxAttempts}::int,
      job_key => ${job.key ?? null}::text,
      job_key_mode => ${job.keyMode ?? 'replace'}::text
    )`);
}

export async function removeJobs(executor: Executor, keys: string[]): Promise<void> {
  await executor.execute(
    sql`select graphile_worker.remove_job(key)
        from unnest(array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]) as key`,
  );
}

/** Tasks of jobs that are running or due now (retries waiting for their back-off are not). */
export async function busyTasks(executor: Executor): Promise<string[]> {
  const result = await executor.execute<{ task: string }>(sql`
    select tasks.identifier as task
    from graphile_worker._private_jobs as jobs
    join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
    where jobs.locked_at is not null
       or (jobs.attempts < jobs.max_attempts and jobs.run_at <= now())
    limit 20`);
  return result.rows.map((row) => row.task);
}

/**
 * Frees jobs locked by workers that no longer exist. Only safe when no other instance can be
 * running: the embedded database, whose DATA_DIR lock guarantees one app process.
 */
export async function unlockAllJobs(executor: Executor): Promise<number> {
  const result = await executor.execute<{ id: string }>(sql`
    with queues as (
      update graphile_worker._private_job_queues
      set locked_at = null, locked_by = null
      where locked_at is not null
    )
    update graphile_worker._private_jobs
    set locked_at = null, locked_by = null
    where locked_at is not null
    returning id`);
  return result.rows.length;
}
