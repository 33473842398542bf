import type { Database } from '../../server/db/client';

/**
 * Counts the SQL statements sent through the database driver while `work` runs (outside
 * transactions). Used to prove that a list costs the same number of queries for 1 or 50 rows.
 */
export async function countQueries(
  database: Database,
  work: () => Promise<unknown>,
): Promise<number> {
  const target = database.pool as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  let count = 0;
  target.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    target.query = original;
  }
  return count;
}
