import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** A PostgreSQL NOTIFY: inside a transaction, delivered only if it commits. */
export async function notify(executor: Executor, channel: string, payload: string) {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}
