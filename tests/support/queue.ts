import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** The queue's pending jobs with this key (run_at, payload). */
export async function pendingJobs(t: TestApp, key: string) {
  const result = await t.database.db.execute<{ run_at: string; payload: Record<string, unknown> }>(
    sql`select run_at, payload from graphile_worker._private_jobs where key = ${key}`,
  );
  return result.rows;
}

/** The queue's pending jobs whose key starts with `prefix`, with their keys. */
export async function pendingJobsLike(t: TestApp, prefix: string) {
  const result = await t.database.db.execute<{ key: string; run_at: string }>(
    sql`select key, run_at from graphile_worker._private_jobs where key like ${`${prefix}%`} order by key`,
  );
  return result.rows.map((row) => ({ key: row.key, runAt: new Date(row.run_at) }));
}

/**
 * Makes the keyed job due now and waits until the queue has run it: the time it waited for
 * passes without the test waiting (a digest's quiet period, a dose's time).
 */
export async function dueNow(t: TestApp, key: string) {
  await t.database.db.execute(
    sql`update graphile_worker._private_jobs set run_at = now() where key = ${key}`,
  );
  await t.settle();
}
