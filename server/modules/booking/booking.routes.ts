import { createRoute } from '@hono/zod-openapi';
import { FreeSlotsQuerySchema, FreeSlotsSchema } from '@contract/availability';
import { HealerIdParamsSchema } from '@contract/healers';
import { badRequest } from '../../lib/errors';
import { access, errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { toFreeSlots } from './booking.dto';
import { assertWithinHorizon, bookableHealer, slotsOfDay } from './slots-of-day';
import { parseCalendarDate } from './zoned-time';

const getFreeSlots = createRoute({
  method: 'get',
  path: '/healers/{userId}/slots',
  ...access.anonymous,
  tags: ['booking'],
  summary: "A healer's free session starts on one of their calendar days",
  description:
    "`date` is the healer's calendar day in their own time zone. Starts are ISO-8601 UTC instants; past starts and starts overlapping a scheduled session are left out.",
  request: { params: HealerIdParamsSchema, query: FreeSlotsQuerySchema },
  responses: {
    200: jsonResponse(FreeSlotsSchema, 'Free starts, ascending'),
    400: errorResponse('Malformed date, or beyond the booking horizon'),
    404: errorResponse('No healer with this user id'),
  },
});

export const bookingRoutes = createRouter().openapi(getFreeSlots, async (c) => {
  const date = parseCalendarDate(c.req.valid('query').date);
  if (!date) throw badRequest('date: date must be a calendar date (YYYY-MM-DD)');
  const { db } = c.var.database;
  const healer = await bookableHealer(db, c.req.valid('param').userId);
  const now = new Date();
  assertWithinHorizon(date, healer.timezone, now);
  const { free } = await slotsOfDay(db, healer, date, now);
  return c.json(toFreeSlots(healer, date, free), 200);
});
