// `npm run admin:create -- <email>`: makes the account with this email an admin, or creates an
// admin account and prints a one-time link that sets its password (decision 035). Runs against
// DATABASE_URL, or the embedded database under DATA_DIR while the app is stopped (the app holds
// DATA_DIR's lock while it runs).
import { loadEnv } from '../env';
import { migrateDatabase } from '../db/migrate';
import { DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../lib/logger';
import { grantAdmin, GrantAdminError } from '../modules/admin/grant-admin';
import { createAuth } from '../modules/auth/auth';
import { resolveAuthSecret } from '../modules/auth/auth-secret';

const USAGE = 'Usage: npm run admin:create -- <email>';

async function main(args: string[]): Promise<number> {
  const [email, ...rest] = args;
  if (!email || rest.length > 0 || email.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  let database;
  try {
    database = await openDatabase(env, logger);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `${error.message}.\nadmin:create opens the embedded database itself: stop the app first, ` +
        'then run it again (or set DATABASE_URL to reach a PostgreSQL server the app uses).',
    );
    return 1;
  }
  try {
    await migrateDatabase(database);
    const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
    const auth = createAuth({ env, database, secret, logger });
    const outcome = await grantAdmin(database.db, auth, email);
    const account = outcome.email;
    const consoleUrl = `${env.APP_URL}/admin`;
    if (outcome.kind === 'promoted')
      console.log(
        `${account} (${outcome.previousRole}) is now an admin. They sign in as before; the console is at ${consoleUrl}.`,
      );
    else if (outcome.kind === 'created')
      console.log(
        `Created the admin account ${account}. Open this link within an hour to set its password (it works once):\n${outcome.setPasswordLink}\nThen sign in; the console is at ${consoleUrl}.`,
      );
    else if (outcome.setPasswordLink)
      console.log(
        `${account} is already an admin but has no password yet. Open this link within an hour to set it (it works once):\n${outcome.setPasswordLink}`,
      );
    else console.log(`${account} is already an admin. The console is at ${consoleUrl}.`);
    return 0;
  } catch (error) {
    if (error instanceof GrantAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
