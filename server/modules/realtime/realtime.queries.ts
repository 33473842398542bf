import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * PostgreSQL NOTIFYs, in one statement: inside a transaction, delivered only if it commits;
 * several payloads are all delivered or none, together and in order.
 */
export async function notify(executor: Executor, channel: string, payloads: string[]) {
  const calls = payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`);
  await executor.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
