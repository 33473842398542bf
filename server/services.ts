import type { Database } from './db/client';
import type { Env } from './env';
import { BackgroundTasks } from './lib/background';
import type { AppServices } from './lib/context';
import type { Logger } from './lib/logger';
import { createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { EventBus } from './modules/realtime/event-bus';
import { createMailer } from './modules/mail/mailer';

/** Wires the long-lived services the app's handlers use, on an open, migrated database. */
export async function createServices(
  env: Env,
  database: Database,
  logger: Logger,
): Promise<AppServices> {
  const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
  const mailer = createMailer({ env, database, logger });
  const auth = createAuth({ env, database, secret, mailer, logger });
  const events = new EventBus(database, logger);
  await events.start();
  return { env, database, logger, auth, mailer, events, background: new BackgroundTasks(logger) };
}
