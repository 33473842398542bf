import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

// Any constant will do; it only has to be the same in every instance of the app.
const MIGRATION_LOCK_KEY = 4_711_2024;

/** Applies the committed SQL migrations. Safe when several instances start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsDir,
    });
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzle(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
