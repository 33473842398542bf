/**
 * Routes broken on purpose, mounted only by sweep-can-fail.fuzz.test.ts (createApp's
 * extraApiRoutes): each breaks one property the sweeps check, so that test proves the sweeps
 * report it. Never part of the product.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { safeString } from '../../contract/strings';
import { appointments } from '../../server/db/schema';
import { notFound } from '../../server/lib/errors';
import {
  access,
  errorResponse,
  jsonBody,
  jsonResponse,
  type AccessResource,
} from '../../server/lib/openapi';
import { createRouter } from '../../server/lib/router';
import { requireUser } from '../../server/modules/auth/require-user';

export const BROKEN = '/sweep-fixtures';

const ok = jsonResponse(z.object({ ok: z.boolean() }), 'Done');
const invalid = errorResponse('Invalid input');

/** 500 for any count over 1,000: the fuzz sweep must find it and shrink it to 1,001. */
const explode = createRoute({
  method: 'post',
  path: `${BROKEN}/explode`,
  ...access.anonymous,
  request: { body: jsonBody(z.object({ count: z.number().int().min(0).max(100_000) })) },
  responses: { 200: ok, 400: invalid },
});

/** Any signed-in caller gets any appointment: the matrix must see strangers answered 200. */
const leakyAppointment = createRoute({
  method: 'get',
  path: `${BROKEN}/appointments/{id}`,
  ...access.participant('appointment'),
  middleware: [requireUser] as const,
  request: { params: z.object({ id: safeString().max(100) }) },
  responses: {
    200: jsonResponse(z.object({ id: safeString(), title: safeString() }), 'The appointment'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment'),
  },
});

/** Answers a number where the document promises text. */
const mismatch = createRoute({
  method: 'get',
  path: `${BROKEN}/mismatch`,
  ...access.anonymous,
  responses: { 200: jsonResponse(z.object({ name: safeString() }), 'A name') },
});

/** Refuses with plain text instead of `{ error: { code, message } }`. */
const plainError = createRoute({
  method: 'get',
  path: `${BROKEN}/plain-error`,
  ...access.anonymous,
  responses: { 400: invalid },
});

/** Writes, then refuses: a refusal that changes the database. */
const writeThenRefuse = createRoute({
  method: 'post',
  path: `${BROKEN}/write-then-refuse`,
  ...access.anonymous,
  request: { body: jsonBody(z.object({ note: safeString().max(50) })) },
  responses: { 400: invalid },
});

/** No x-access at all. */
const unmarked = createRoute({
  method: 'get',
  path: `${BROKEN}/unmarked`,
  responses: { 200: ok },
});

/** Names a resource no factory makes. */
const unknownResource = createRoute({
  method: 'get',
  path: `${BROKEN}/widgets/{id}`,
  ...access.owner('widget' as AccessResource),
  request: { params: z.object({ id: safeString().max(100) }) },
  responses: { 200: ok, 404: errorResponse('No such widget') },
});

export function brokenRoutes() {
  return createRouter()
    .openapi(explode, (c) => {
      if (c.req.valid('json').count > 1000) throw new Error('count too large for this fixture');
      return c.json({ ok: true }, 200);
    })
    .openapi(leakyAppointment, async (c) => {
      const [row] = await c.var.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, c.req.valid('param').id));
      if (!row) throw notFound('No such appointment');
      return c.json({ id: row.id, title: row.title }, 200);
    })
    .openapi(mismatch, (c) => c.json({ name: 42 } as never, 200))
    .openapi(plainError, (c) => c.text('no', 400) as never)
    .openapi(writeThenRefuse, async (c) => {
      await c.var.database.db.execute(
        sql`insert into app_settings (key, value) values (${`fixture-${Date.now()}-${Math.random()}`}, 'x')`,
      );
      return c.json({ error: { code: 'invalid_request', message: 'Refused after writing' } }, 400);
    })
    .openapi(unmarked, (c) => c.json({ ok: true }, 200))
    .openapi(unknownResource, (c) => c.json({ ok: true }, 200));
}
