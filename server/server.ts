import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from './app';
import type { Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import { seedIfEmpty } from './seed/seed';
import { createServices } from './services';

export interface RunningServer {
  port: number;
  database: Database;
  /**
   * Stops accepting, lets in-flight requests and running jobs finish (each up to the timeout),
   * then closes the database (and stops the embedded server).
   */
  shutdown(): Promise<void>;
}

export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  const database = await openDatabase(env, logger);
  try {
    await migrateDatabase(database);
    if (env.SEED) {
      const created = await seedIfEmpty(database.db);
      if (created) logger.info({ accounts: created }, 'seeded demo data');
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  let services: Awaited<ReturnType<typeof createServices>>;
  try {
    services = await createServices(env, database, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = createApp(services);
  const server = await listen(app.fetch, env.PORT, env.HOST);
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, db: database.kind, url: env.APP_URL }, 'Wellspring is listening');

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      logger.info('shutting down: finishing in-flight requests');
      try {
        const closed = closeServer(server as Server, env.SHUTDOWN_TIMEOUT_MS, logger);
        // Event streams never finish by themselves; end them so close() can complete.
        await services.events.stop();
        await closed;
        // Jobs (emails being sent) finish before the database they write to closes.
        await services.jobRunner.stop();
        services.mailer.close();
      } finally {
        // Whatever failed above (the job runner cannot stop cleanly when the database died
        // under it), the database is closed and DATA_DIR released, so the next start is clean.
        await database.close();
      }
      logger.info('shutdown complete');
    })());

  return { port, database, shutdown };
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      logger.warn({ timeoutMs }, 'shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    // Keep-alive connections with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}
