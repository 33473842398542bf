import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../../tests/support/test-app';
import { defineJob, handleJob, type JobContext, type JobHandler } from '../../lib/jobs';
import { startJobRunner, type JobRunner } from './job-runner';

// The queue itself, with jobs of its own: the app's runner (started with the test app) does not
// know these tasks, so only the runners started here take them.
const echoJob = defineJob('test-echo', z.object({ n: z.number() }), { maxAttempts: 3 });
const doomedJob = defineJob('test-doomed', z.object({ secret: z.string() }), { maxAttempts: 1 });

describe('the job queue', () => {
  const t = useTestApp();
  const runners: JobRunner[] = [];
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });

  async function startRunner(handlers: JobHandler[], concurrency = 4) {
    const runner = await startJobRunner({
      database: t.database,
      logger: t.services.logger,
      handlers,
      schedules: [],
      concurrency,
      shutdownTimeoutMs: 5_000,
    });
    runners.push(runner);
    return runner;
  }

  async function pendingJobs(task: string) {
    const result = await t.database.db.execute<{ payload: unknown; run_at: Date; key: string }>(
      sql`select jobs.payload, jobs.run_at, jobs.key
          from graphile_worker._private_jobs as jobs
          join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
          where tasks.identifier = ${task}`,
    );
    return result.rows;
  }

  it('runs a job written in a transaction only if that transaction commits', async () => {
    const ran: number[] = [];
    const runner = await startRunner([handleJob(echoJob, async ({ n }) => void ran.push(n))]);
    await t.database.db
      .transaction(async (tx) => {
        await t.services.jobs.enqueue(echoJob, { n: 1 }, { executor: tx });
        tx.rollback();
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await t.services.jobs.enqueue(echoJob, { n: 2 }, { executor: tx });
    });
    await runner.idle();
    expect(ran).toEqual([2]);
  });

  it('refuses a payload that does not match the job definition', async () => {
    await expect(
      t.services.jobs.enqueue(echoJob, { n: 'one' } as unknown as { n: number }),
    ).rejects.toThrow();
    expect(await pendingJobs('test-echo')).toEqual([]);
  });

  it('retries a failing job with back-off and logs the failure without the payload', async () => {
    const attempts: JobContext[] = [];
    const runner = await startRunner([
      handleJob(echoJob, async (_payload, context) => {
        attempts.push(context);
        if (context.attempt === 1) throw new Error('mail server said no');
      }),
    ]);
    await t.services.jobs.enqueue(echoJob, { n: 424_242 });
    await expect.poll(() => attempts.length, { timeout: 15_000 }).toBe(2);
    await runner.idle();
    expect(attempts.map((context) => context.attempt)).toEqual([1, 2]);
    const failure = t.logs.find(
      (line) => line.msg === 'job failed; it will be retried' && line.task === 'test-echo',
    );
    expect(failure).toMatchObject({
      level: 40,
      attempt: 1,
      maxAttempts: 3,
      retryInSeconds: 3,
      err: { name: 'Error', message: 'mail server said no' },
    });
    expect(JSON.stringify(t.logs)).not.toContain('424242');
    expect(await pendingJobs('test-echo')).toEqual([]);
  });

  it('gives up after the last attempt: logged dead at error level, kept for inspection', async () => {
    const runner = await startRunner([
      handleJob(doomedJob, async () => {
        throw new Error('always broken');
      }),
    ]);
    await t.services.jobs.enqueue(doomedJob, { secret: 'do-not-log-me' });
    await expect
      .poll(() => t.logs.find((line) => line.msg?.toString().startsWith('job failed for good')))
      .toMatchObject({
        level: 50,
        task: 'test-doomed',
        attempt: 1,
        maxAttempts: 1,
        err: { message: 'always broken' },
      });
    await runner.idle();
    expect(await pendingJobs('test-doomed')).toHaveLength(1);
    expect(JSON.stringify(t.logs)).not.toContain('do-not-log-me');
  });

  it('keeps one pending job per key: a later enqueue replaces it, remove cancels it', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const evenLater = new Date(Date.now() + 2 * 60 * 60_000);
    await t.services.jobs.enqueue(echoJob, { n: 1 }, { key: 'reminder:a', runAt: later });
    await t.services.jobs.enqueue(echoJob, { n: 2 }, { key: 'reminder:a', runAt: evenLater });
    await t.services.jobs.enqueue(echoJob, { n: 3 }, { key: 'reminder:b', runAt: later });
    const pending = await pendingJobs('test-echo');
    expect(pending.map((job) => [job.key, job.payload]).sort()).toEqual([
      ['reminder:a', { n: 2 }],
      ['reminder:b', { n: 3 }],
    ]);
    expect(new Date(pending.find((job) => job.key === 'reminder:a')!.run_at)).toEqual(evenLater);
    await t.services.jobs.remove('reminder:a');
    await t.services.jobs.remove('reminder:b');
    expect(await pendingJobs('test-echo')).toEqual([]);
  });

  it('runs each job once with two instances on one database, both taking work', async () => {
    // Each instance takes one job at a time and a job finishes only once two are running at
    // once: the first instance cannot take them all, so both must work.
    const runs: Array<{ instance: string; n: number }> = [];
    let running = 0;
    let bothBusy!: () => void;
    const twoAtOnce = new Promise<void>((resolve) => (bothBusy = resolve));
    const instance = (name: string) =>
      handleJob(echoJob, async ({ n }) => {
        running += 1;
        if (running >= 2) bothBusy();
        await twoAtOnce;
        running -= 1;
        runs.push({ instance: name, n });
      });
    const first = await startRunner([instance('first')], 1);
    await startRunner([instance('second')], 1);
    const numbers = Array.from({ length: 20 }, (_, i) => i);
    await t.database.db.transaction(async (tx) => {
      for (const n of numbers) await t.services.jobs.enqueue(echoJob, { n }, { executor: tx });
    });
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(numbers.length);
    await first.idle();
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(runs.map((run) => run.instance))).toEqual(new Set(['first', 'second']));
  });

  it('waits for a running job when it stops, and records it done', async () => {
    let finish!: () => void;
    const started = new Promise<void>((resolve) => (finish = resolve));
    let done = false;
    const runner = await startRunner([
      handleJob(echoJob, async () => {
        finish();
        await new Promise((resolve) => setTimeout(resolve, 300));
        done = true;
      }),
    ]);
    await t.services.jobs.enqueue(echoJob, { n: 7 });
    await started;
    await runner.stop();
    expect(done).toBe(true);
    expect(await pendingJobs('test-echo')).toEqual([]);
  });
});
