import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * The query's plan with sequential scans turned off: on small test tables the planner may
 * rightly read sequentially, so this shows which index the query *can* use.
 */
export async function explainWithIndexes(db: Db, query: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return (result.rows as Array<Record<string, string>>)
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
