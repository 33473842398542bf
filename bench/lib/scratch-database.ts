import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new database `<prefix><random>` on the server of `adminUrl`, and a way to drop it. */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
