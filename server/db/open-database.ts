import pg from 'pg';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { openPostgres, type Database } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { acquireDataDirLock } from './lock';

/** The application's database inside the embedded cluster (`postgres` stays for admin work). */
export const EMBEDDED_DATABASE_NAME = 'wellspring';

/**
 * The external PostgreSQL of DATABASE_URL, or the embedded one under DATA_DIR: the same pool
 * and code path either way.
 */
export function openDatabase(env: Env, logger: Logger): Promise<Database> {
  if (env.DATABASE_URL) return Promise.resolve(openPostgres(env.DATABASE_URL, logger));
  return openEmbeddedDatabase(env.DATA_DIR, logger);
}

/** Locks DATA_DIR, starts (and on first use creates) its PostgreSQL and opens a pool on it. */
export async function openEmbeddedDatabase(dataDir: string, logger: Logger): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const server = await startEmbeddedPostgres({ dataDir, logger });
    try {
      await createDatabaseIfMissing(server.connectionString('postgres'), EMBEDDED_DATABASE_NAME);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return openPostgres(server.connectionString(EMBEDDED_DATABASE_NAME), logger, {
      kind: 'embedded-postgres',
      lost: server.exitedUnexpectedly,
      afterClose: async () => {
        try {
          await server.stop();
        } finally {
          release();
        }
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
