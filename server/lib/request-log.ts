import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (a well-formed one from a proxy is kept), returns it in
 * `x-request-id`, and logs one line when the response is ready. Only the path is logged:
 * query strings can carry tokens (password reset links).
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.res.headers.set('x-request-id', requestId);
  const status = c.res.status;
  const line = {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
  };
  const logger = c.get('logger');
  if (status >= 500) logger.error(line, 'request');
  else logger.info(line, 'request');
};
