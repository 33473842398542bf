import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { migrateDatabase } from '../../server/db/migrate';
import { createLogger } from '../../server/lib/logger';
import { databaseUrlOn } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server the tests may create databases on (connected to a database there). */
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

/**
 * The API tests' PostgreSQL: TEST_DATABASE_URL when set (CI: the machine's server), otherwise an
 * embedded one started here in a temporary directory for this run. Migrates once into a template
 * that every test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger('silent');
  const embedded = process.env.TEST_DATABASE_URL ? undefined : await startTestCluster();
  const adminUrl = process.env.TEST_DATABASE_URL ?? embedded!.adminUrl;

  const template = `ws_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(databaseUrlOn(adminUrl, template), logger, { poolSize: 2 });
  await migrateDatabase(database);
  await database.close();
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
  };
}

/**
 * A throwaway cluster: durability settings off (nothing here outlives the run), room for every
 * test file's pools at once.
 */
async function startTestCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wellspring-test-pg-'));
  // The server runs as the postgres OS user when we are root; it must reach the directory.
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: dir,
    logger: pino({ level: 'silent' }),
    settings: {
      max_connections: '400',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    },
  });
  return {
    adminUrl: server.connectionString('postgres'),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
