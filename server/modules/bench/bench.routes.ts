import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { errorBody } from '../../lib/errors';

/** Largest body the floor route makes; the benchmark's biggest response is well below it. */
const MAX_BYTES = 1024 * 1024;
const bodies = new Map<number, string>();

/** A JSON document of exactly `bytes` bytes (at least 10), built once per size. */
function fixedBody(bytes: number): string {
  let body = bodies.get(bytes);
  if (!body) {
    body = `{"pad":"${'x'.repeat(Math.max(0, bytes - 10))}"}`;
    bodies.set(bytes, body);
  }
  return body;
}

/**
 * The benchmark's floor (b): a route of the same server, behind the same middleware, that
 * answers a fixed JSON body of a given size with no database work. Mounted only when
 * BENCH_ROUTES=true (never in normal runs), and deliberately not an OpenAPI route.
 */
export const benchRoutes = new Hono<AppEnv>().get('/bench/fixed', (c) => {
  const bytes = Number(c.req.query('bytes') ?? 0);
  if (!Number.isInteger(bytes) || bytes < 10 || bytes > MAX_BYTES)
    return c.json(errorBody('bad_request', 'bytes: 10..1048576'), 400);
  return c.body(fixedBody(bytes), 200, { 'content-type': 'application/json' });
});
