import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger as WorkerLogger, runMigrations as migrateJobQueue } from 'graphile-worker';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

// Any constant will do; it only has to be the same in every instance of the app.
const MIGRATION_LOCK_KEY = 4_711_2024;

/** The queue's migrations say nothing worth a log line; failures still throw. */
const quietWorkerLogger = new WorkerLogger(() => () => {});

/**
 * Applies the committed SQL migrations, then the job queue's own schema (graphile_worker).
 * Safe when several instances start at once.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    await migrateJobQueue({ pgPool: database.pool, logger: quietWorkerLogger });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
