import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres, pgliteExtensions } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createLogger } from '../../server/lib/logger';
import { adminUrl, databaseUrl } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once into a template that every test file copies: a PGlite data-dir dump, or a
 * PostgreSQL database used with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const mode = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  const logger = createLogger('silent');

  if (mode === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = fromPglite(client);
    await migrateDatabase(database);
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dir = path.resolve('.test-tmp');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', file);
    project.provide('postgresTemplate', '');
    return;
  }

  const template = `ws_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = openPostgres(databaseUrl(template), logger, 1);
  await migrateDatabase(database);
  await database.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteTemplatePath', '');

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}
