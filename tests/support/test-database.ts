import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../../server/db/client';
import type { Logger } from '../../server/lib/logger';
import { adminUrl, databaseUrl } from './postgres-urls';

export interface TestDatabase {
  database: Database;
  /** A connection string for the copy, e.g. for a second app instance or process. */
  url: string;
  destroy(): Promise<void>;
}

/** A private copy of the migrated template for one test file. */
export async function createTestDatabase(logger: Logger): Promise<TestDatabase> {
  const name = `ws_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, inject('postgresTemplate'));
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const database = openPostgres(url, logger);
  return {
    database,
    url,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  // Two files copying the template at the same instant can collide; a short retry settles it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message))
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}
