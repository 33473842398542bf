import { createRoute } from '@hono/zod-openapi';
import {
  AvailabilityOverrideIdParamsSchema,
  AvailabilityOverrideListSchema,
  AvailabilityWeekSchema,
  AvailabilityWindowIdParamsSchema,
  CalendarQuerySchema,
  CalendarSchema,
  CreateAvailabilityOverrideSchema,
  CreatedAvailabilityOverrideSchema,
  SaveAvailabilitySchema,
} from '@contract/availability';
import { calendarDateAt, formatCalendarDate } from '../booking/zoned-time';
import { notFound } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireRole } from '../auth/require-user';
import { toAvailabilityOverride, toAvailabilityWeek, toCalendarSession } from './availability.dto';
import { deleteOverride, deleteWindow, readWeek, upcomingOverrides } from './availability.queries';
import { createOverride } from './create-override';
import { readCalendar } from './read-calendar';
import { saveWeek } from './save-week';

const healersOnly = requireRole('healer', 'Only healers can manage availability');

const guardErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a healer'),
};

const getAvailability = createRoute({
  method: 'get',
  path: '/me/availability',
  ...access.healer,
  tags: ['availability'],
  summary: "The signed-in healer's weekly availability",
  middleware: [healersOnly] as const,
  responses: {
    200: jsonResponse(AvailabilityWeekSchema, 'The week, by day and start time'),
    ...guardErrors,
  },
});

const saveAvailability = createRoute({
  method: 'put',
  path: '/me/availability',
  ...access.healer,
  tags: ['availability'],
  summary: "Replaces the signed-in healer's whole week in one transaction",
  description:
    'Windows with an id update that saved window, windows without one are added, saved windows left out are deleted. A bad window changes nothing.',
  middleware: [healersOnly] as const,
  request: {
    body: jsonBody(SaveAvailabilitySchema),
  },
  responses: {
    200: jsonResponse(AvailabilityWeekSchema, 'The saved week'),
    400: errorResponse('A missing, malformed or overlapping window'),
    ...guardErrors,
    404: errorResponse('A saved window named by id was removed meanwhile'),
    409: errorResponse('A concurrent change made windows overlap'),
  },
});

const deleteWindowRoute = createRoute({
  method: 'delete',
  path: '/me/availability/{id}',
  ...access.owner('availability-window'),
  tags: ['availability'],
  summary: 'Removes one saved window at once',
  middleware: [healersOnly] as const,
  request: { params: AvailabilityWindowIdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...guardErrors,
    404: errorResponse('No such window of this healer'),
  },
});

const listOverrides = createRoute({
  method: 'get',
  path: '/me/availability-overrides',
  ...access.healer,
  tags: ['availability'],
  summary: "The signed-in healer's date overrides and time off that end today or later",
  middleware: [healersOnly] as const,
  responses: {
    200: jsonResponse(AvailabilityOverrideListSchema, 'Overrides, soonest first'),
    ...guardErrors,
  },
});

const createOverrideRoute = createRoute({
  method: 'post',
  path: '/me/availability-overrides',
  ...access.healer,
  tags: ['availability'],
  summary: 'Marks dates unavailable, or gives them their own hours',
  description:
    "Dates are in the healer's zone, both ends included (`date_to` defaults to `date_from`). `available: false` is time off; `available: true` with `windows` replaces the weekly hours on those dates. Sessions already booked stay: the answer lists those the new hours leave outside.",
  middleware: [healersOnly] as const,
  request: { body: jsonBody(CreateAvailabilityOverrideSchema) },
  responses: {
    201: jsonResponse(
      CreatedAvailabilityOverrideSchema,
      'The override, and sessions that still stand',
    ),
    400: errorResponse('Malformed dates or windows, or dates already past'),
    ...guardErrors,
    409: errorResponse('The dates overlap another override, or too many overrides'),
  },
});

const deleteOverrideRoute = createRoute({
  method: 'delete',
  path: '/me/availability-overrides/{id}',
  ...access.owner('availability-override'),
  tags: ['availability'],
  summary: 'Removes a date override: those dates follow the weekly pattern again',
  middleware: [healersOnly] as const,
  request: { params: AvailabilityOverrideIdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    ...guardErrors,
    404: errorResponse('No such override of this healer'),
  },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/me/calendar',
  ...access.healer,
  tags: ['availability'],
  summary: "The signed-in healer's coming days: hours and sessions together",
  description:
    "Each day of the healer's zone from `from` (default today) for `days` days (default 35): the hours patients can book (weekly pattern or date override) and the sessions booked or requested.",
  middleware: [healersOnly] as const,
  request: { query: CalendarQuerySchema },
  responses: {
    200: jsonResponse(CalendarSchema, 'The days'),
    400: errorResponse('Malformed from or days'),
    ...guardErrors,
  },
});

export const availabilityRoutes = createRouter()
  .openapi(getAvailability, async (c) => {
    const { viewer } = c.var;
    const rows = await readWeek(c.var.database.db, viewer.userId);
    return c.json(toAvailabilityWeek(viewer.profile.timezone, rows), 200);
  })
  .openapi(saveAvailability, async (c) => {
    const { viewer } = c.var;
    const rows = await saveWeek(c.var.database.db, viewer.profile, c.req.valid('json').windows);
    return c.json(toAvailabilityWeek(viewer.profile.timezone, rows), 200);
  })
  .openapi(deleteWindowRoute, async (c) => {
    const removed = await deleteWindow(
      c.var.database.db,
      c.var.viewer.userId,
      c.req.valid('param').id,
    );
    if (!removed) throw notFound('Time slot not found');
    return c.body(null, 204);
  })
  .openapi(listOverrides, async (c) => {
    const { viewer } = c.var;
    const today = formatCalendarDate(calendarDateAt(Date.now(), viewer.profile.timezone));
    const rows = await upcomingOverrides(c.var.database.db, viewer.userId, today);
    return c.json(
      { timezone: viewer.profile.timezone, items: rows.map(toAvailabilityOverride) },
      200,
    );
  })
  .openapi(createOverrideRoute, async (c) => {
    const { override, standing } = await createOverride(
      c.var.database.db,
      c.var.viewer.profile,
      c.req.valid('json'),
    );
    return c.json(
      {
        override: toAvailabilityOverride(override),
        standing_sessions: standing.map(toCalendarSession),
      },
      201,
    );
  })
  .openapi(deleteOverrideRoute, async (c) => {
    const removed = await deleteOverride(
      c.var.database.db,
      c.var.viewer.userId,
      c.req.valid('param').id,
    );
    if (!removed) throw notFound('Override not found');
    return c.body(null, 204);
  })
  .openapi(calendarRoute, async (c) => {
    const calendar = await readCalendar(
      c.var.database.db,
      c.var.viewer.profile,
      c.req.valid('query'),
    );
    return c.json(calendar, 200);
  });
