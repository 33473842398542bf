// EXPLAIN ANALYZE of every benchmarked endpoint's SQL on the full data set (PostgreSQL):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/explain.ts
// The statements are captured from the real handlers, as in the SQL floor (bench/lib/sql-floor.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../server/app';
import { openPostgres } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { loadEnv } from '../server/env';
import { createLogger } from '../server/lib/logger';
import { createServices } from '../server/services';
import { mintSessions } from '../tests/support/sessions';
import { captureRequest } from './lib/sql-floor';
import { FULL, seedLargeDataSet } from './seed-large';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL');
const name = `wellspring_explain_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const logger = createLogger('silent');
const database = openPostgres(url.toString(), logger);
const { pool } = database;
try {
  await migrateDatabase(database);
  await seedLargeDataSet(database.db, FULL);
  const secret = randomBytes(32).toString('hex');
  const cookies = await mintSessions(database.db, secret, ['bench-p-1']);
  const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret, LOG_LEVEL: 'silent' });
  const services = await createServices(env, database, logger);
  const app = createApp(services, { webDistDir: false });
  const chat = await pool.query<{ id: string }>(
    `select id from chats where user_low = 'bench-p-1' or user_high = 'bench-p-1' limit 1`,
  );
  const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const paths: Array<[string, Record<string, string>?]> = [
    ['/api/healers'],
    ['/api/healers?q=reiki'],
    ['/api/healers?specialty=therapist&language=English&category=holistic&minRating=4&sort=rating'],
    ['/api/healers/bench-h-4242'],
    [`/api/healers/bench-h-4242/slots?date=${date}`],
    ['/api/chats', { cookie: cookies.get('bench-p-1')! }],
    [`/api/chats/${chat.rows[0]!.id}/messages`, { cookie: cookies.get('bench-p-1')! }],
  ];
  for (const [path, headers] of paths) {
    const capture = await captureRequest(app, database, path, headers);
    console.log(`\n=== ${path} (${capture.status})`);
    for (const args of capture.batches.flat()) {
      const config = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof config === 'string' ? config : config.text;
      const values = (
        typeof config === 'string' ? args[1] : (config.values ?? args[1])
      ) as unknown[];
      const plan = await pool.query(`explain (analyze, buffers off) ${text}`, values);
      console.log(`\n${text.slice(0, 300)}`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  }
  await services.events.stop();
  await services.jobRunner.stop();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
