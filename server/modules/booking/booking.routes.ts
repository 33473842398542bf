import { createRoute } from '@hono/zod-openapi';
import {
  AvailableDaysQuerySchema,
  AvailableDaysSchema,
  FreeSlotsQuerySchema,
  FreeSlotsSchema,
  FreeTimesQuerySchema,
  FreeTimesSchema,
} from '@contract/availability';
import { HealerIdParamsSchema } from '@contract/healers';
import { access, errorResponse, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findViewer } from '../auth/require-user';
import { toAvailableDays, toFreeSlots, toFreeTimes } from './booking.dto';
import { listAvailableDays } from './list-available-days';
import { listFreeSlots } from './list-free-slots';
import { listFreeTimes } from './list-free-times';

const getFreeSlots = createRoute({
  method: 'get',
  path: '/healers/{userId}/slots',
  ...access.anonymous,
  ...pathNames('healer'),
  tags: ['booking'],
  summary: "A healer's free session starts on one calendar day",
  description:
    "`date` is a calendar day in `tz` (an IANA zone), or the healer's own day when `tz` is left out. `session_type_id` picks the session type (its length and the healer's step); left out, the healer's first. Starts are ISO-8601 UTC instants that follow every booking rule: weekly hours and date overrides, notice, horizon, buffers, daily maximum. A signed-in patient is not offered starts that clash with their own sessions.",
  request: { params: HealerIdParamsSchema, query: FreeSlotsQuerySchema },
  responses: {
    200: jsonResponse(FreeSlotsSchema, 'Free starts, ascending'),
    400: errorResponse('Malformed date or zone, unknown session type, or beyond the horizon'),
    404: errorResponse('No healer with this user id'),
  },
});

const getAvailableDays = createRoute({
  method: 'get',
  path: '/healers/{userId}/available-days',
  ...access.anonymous,
  ...pathNames('healer'),
  tags: ['booking'],
  summary: 'The days of a month on which a healer has a free start',
  description:
    "`month` is `YYYY-MM` in `tz` (the patient's zone; the healer's when left out). Days are listed as `YYYY-MM-DD` in that zone. One call per month view of the booking calendar.",
  request: { params: HealerIdParamsSchema, query: AvailableDaysQuerySchema },
  responses: {
    200: jsonResponse(AvailableDaysSchema, 'Days with at least one free start, ascending'),
    400: errorResponse('Malformed month or zone, or unknown session type'),
    404: errorResponse('No healer with this user id'),
  },
});

const getFreeTimes = createRoute({
  method: 'get',
  path: '/healers/{userId}/free-times',
  ...access.anonymous,
  ...pathNames('healer'),
  tags: ['booking'],
  summary: "A healer's free session starts over the next 7 days, by day",
  description:
    "The profile's free times: today and the next six calendar days in `tz` (the visitor's zone; the healer's when left out), each with its free starts as ISO-8601 UTC instants, by the same rules as `/slots`. `session_type_id` picks the session type; left out, the healer's first. A signed-in patient is not offered starts that clash with their own sessions.",
  request: { params: HealerIdParamsSchema, query: FreeTimesQuerySchema },
  responses: {
    200: jsonResponse(FreeTimesSchema, 'Seven days, each with its free starts'),
    400: errorResponse('Malformed zone, or unknown session type'),
    404: errorResponse('No healer with this user id'),
  },
});

/** A signed-in patient's id: their own sessions are left out of what they are offered. */
async function askingPatient(c: Parameters<typeof findViewer>[0]) {
  const viewer = await findViewer(c);
  return viewer?.profile.role === 'patient' ? viewer.userId : undefined;
}

export const bookingRoutes = createRouter()
  .openapi(getFreeSlots, async (c) => {
    const query = c.req.valid('query');
    const answer = await listFreeSlots(
      c.var.database.db,
      c.req.valid('param').userId,
      query,
      new Date(),
      await askingPatient(c),
    );
    return c.json(toFreeSlots(query.date, answer), 200);
  })
  .openapi(getAvailableDays, async (c) => {
    const query = c.req.valid('query');
    const answer = await listAvailableDays(
      c.var.database.db,
      c.req.valid('param').userId,
      query,
      new Date(),
      await askingPatient(c),
    );
    return c.json(toAvailableDays(query.month, answer), 200);
  })
  .openapi(getFreeTimes, async (c) => {
    const answer = await listFreeTimes(
      c.var.database.db,
      c.req.valid('param').userId,
      c.req.valid('query'),
      new Date(),
      await askingPatient(c),
    );
    return c.json(toFreeTimes(answer), 200);
  });
