import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** Table name → `row count:md5 of its rows`, plus the job queue's count. */
export type DbSnapshot = Record<string, string>;

/**
 * Columns a read may touch (a session's rolling expiry and last activity), or the clock moves (a
 * healer's next free time, rolled forward every minute, decision 065): the sweeps ask whether a
 * refused request wrote anything, and those move without one.
 */
const VOLATILE_COLUMNS = [
  'last_active_at',
  'updated_at',
  'expires_at',
  'next_available_at',
  'next_available_due_at',
];

/**
 * Jobs the clock enqueues, whatever the requests do: every scheduled job (its cron item's
 * identifier is the task's name, `modules/jobs/job-runner.ts`), whenever its minute comes.
 */
const CLOCK_JOBS = 'select identifier from graphile_worker._private_known_crontabs';

/**
 * Tables a refused request writes to by design: a failed sign-in counts against its rate
 * limit (decision 009) and is a security event of the account it tried (decision 051).
 */
const WRITTEN_WHEN_REFUSED = new Set(['rate_limits', 'access_log']);

/**
 * Takes snapshots of every table in one statement (a few milliseconds on a test database), so a
 * sweep can take one after each request and name the tables a refused request changed.
 */
export async function snapshotter(t: TestApp): Promise<() => Promise<DbSnapshot>> {
  const { db } = t.database;
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const dropped = VOLATILE_COLUMNS.map((column) => ` - '${column}'`).join('');
  const perTable = tables
    .filter(({ name }) => !WRITTEN_WHEN_REFUSED.has(name))
    .map(
      ({ name }) => `select '${name}' as name,
        (select count(*) || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '')
           from (select to_jsonb(x)${dropped} as r from "${name}" x) rows) as hash`,
    );
  perTable.push(`select 'graphile_worker.jobs', (select count(*)::text from graphile_worker.jobs
                   where task_identifier not in (${CLOCK_JOBS}))`);
  const statement = sql.raw(perTable.join('\nunion all\n'));
  return async () => {
    const { rows } = await db.execute<{ name: string; hash: string }>(statement);
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  };
}

/** The tables whose hash differs between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
