// `npm run db:seed`: migrates, then adds any missing demo accounts. Idempotent.
import { loadEnv } from '../env';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from './seed';

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase(env, logger);
try {
  await migrateDatabase(database);
  const created = await seedDemoData(database.db);
  logger.info(
    { created, db: database.kind },
    created ? 'seeded demo accounts' : 'demo accounts already present',
  );
} finally {
  await database.close();
}
