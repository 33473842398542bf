import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { unavailable } from './errors';

/** The one route that asks the database itself while it is down: load balancers poll it. */
export const HEALTH_PATH = '/api/health';

/**
 * While the database is known to be unreachable, every API request is answered 503 with
 * Retry-After at once (db/availability.ts probes in the background and lifts this when it
 * answers again), instead of each waiting for a connection that will not come.
 */
export const databaseGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.database.availability.isDown && c.req.path !== HEALTH_PATH) throw unavailable();
  await next();
};
