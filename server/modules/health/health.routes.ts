import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@contract/health';
import { RETRY_AFTER_SECONDS } from '../../lib/errors';
import { access, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { withTimeout } from '../../lib/time-limit';

const PING_TIMEOUT_MS = 2000;

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  ...access.anonymous,
  tags: ['system'],
  summary: 'Liveness with a real database round trip',
  responses: {
    200: jsonResponse(HealthSchema, 'The app and its database answer'),
    503: jsonResponse(HealthSchema, 'The database is unreachable (with Retry-After)'),
  },
});

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const database = c.get('database');
  try {
    await withTimeout(database.ping(), PING_TIMEOUT_MS);
    database.availability.markUp();
    return c.json({ status: 'ok' as const, db: database.kind }, 200);
  } catch (error) {
    c.get('logger').warn({ err: error }, 'health check failed');
    database.availability.markDown(error);
    return c.json({ status: 'unavailable' as const, db: database.kind }, 503, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
});
