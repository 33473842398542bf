// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded DATA_DIR.
import { loadEnv } from '../env';
import { createLogger } from '../lib/logger';
import { openDatabase } from './open-database';
import { migrateDatabase } from './migrate';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase(env, logger);
try {
  await migrateDatabase(database);
  logger.info({ db: database.kind }, 'migrations applied');
} finally {
  await database.close();
}
