import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminUrl, databaseUrl } from './postgres-urls';

/** An empty PostgreSQL database for one test, dropped afterwards. */
export async function createScratchDatabase() {
  const name = `ws_scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url: databaseUrl(name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
