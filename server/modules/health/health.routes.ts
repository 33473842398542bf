import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@contract/health';
import { createRouter } from '../../lib/router';

const PING_TIMEOUT_MS = 2000;

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness with a real database round trip',
  responses: {
    200: {
      description: 'The app and its database answer',
      content: { 'application/json': { schema: HealthSchema } },
    },
    503: {
      description: 'The database is unreachable',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const database = c.get('database');
  try {
    await withTimeout(database.ping(), PING_TIMEOUT_MS);
    return c.json({ status: 'ok' as const, db: database.kind }, 200);
  } catch (error) {
    c.get('logger').warn({ err: (error as Error).message }, 'health check failed');
    return c.json({ status: 'unavailable' as const, db: database.kind }, 503);
  }
});
