import { createRoute } from '@hono/zod-openapi';
import { AppointmentIdParamsSchema } from '@contract/appointments';
import {
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  NewCalendarFeedSchema,
} from '@contract/notifications';
import { safeString } from '@contract/strings';
import { access, errorResponse, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../auth/require-user';
import { appointmentCalendar, createCalendarFeed, readCalendarFeed } from './calendar-feed';
import { deleteFeed, findFeed } from './calendar.queries';

const calendarContent = {
  'text/calendar': { schema: safeString().meta({ description: 'An iCalendar (RFC 5545) file' }) },
};

const appointmentIcs = createRoute({
  method: 'get',
  path: '/appointments/{id}/ics',
  ...access.participant('appointment'),
  tags: ['calendar'],
  summary: 'One appointment as an .ics file ("Add to calendar")',
  middleware: [requireUser] as const,
  request: { params: AppointmentIdParamsSchema },
  responses: {
    200: {
      description: 'The event (same UID and SEQUENCE as the emailed invitations)',
      content: calendarContent,
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such appointment for this user'),
  },
});

const calendarFeed = createRoute({
  method: 'get',
  path: '/calendar/{token}',
  ...access.anonymous,
  ...pathNames('calendar-feed'),
  tags: ['calendar'],
  summary: 'A private calendar feed: `/api/calendar/<token>.ics`',
  description:
    "Subscribable from any calendar app: the owner's sessions (scheduled, requested and completed) a year back and ahead. The token is the secret; a regenerated or removed feed answers 404.",
  request: { params: CalendarFeedParamsSchema },
  responses: {
    200: { description: 'The calendar', content: calendarContent },
    404: errorResponse('No feed with this token'),
  },
});

const getFeed = createRoute({
  method: 'get',
  path: '/me/calendar-feed',
  ...access.user,
  tags: ['calendar'],
  summary: 'Whether the caller has a calendar feed (its address is shown only when made)',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(CalendarFeedSchema, 'The feed'),
    401: errorResponse('Not signed in'),
  },
});

const createFeed = createRoute({
  method: 'post',
  path: '/me/calendar-feed',
  ...access.user,
  tags: ['calendar'],
  summary: 'Makes a new private feed address; the previous one stops working',
  middleware: [requireUser] as const,
  responses: {
    201: jsonResponse(NewCalendarFeedSchema, 'The address, shown this once'),
    401: errorResponse('Not signed in'),
  },
});

const removeFeed = createRoute({
  method: 'delete',
  path: '/me/calendar-feed',
  ...access.user,
  tags: ['calendar'],
  summary: 'Turns the calendar feed off (its address answers 404)',
  middleware: [requireUser] as const,
  responses: { 204: { description: 'Removed' }, 401: errorResponse('Not signed in') },
});

const ICS_TYPE = 'text/calendar; charset=utf-8';

export const calendarRoutes = createRouter()
  .openapi(appointmentIcs, async (c) => {
    const { id } = c.req.valid('param');
    const body = await appointmentCalendar(c.var.database.db, c.var.env, id, c.var.viewer.userId);
    c.header('content-type', ICS_TYPE);
    c.header('content-disposition', 'attachment; filename="wellspring-session.ics"');
    return c.body(body, 200) as never;
  })
  .openapi(calendarFeed, async (c) => {
    const body = await readCalendarFeed(c.var.database.db, c.var.env, c.req.valid('param').token);
    c.header('content-type', ICS_TYPE);
    return c.body(body, 200) as never;
  })
  .openapi(getFeed, async (c) => {
    const feed = await findFeed(c.var.database.db, c.var.viewer.userId);
    return c.json(
      { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null },
      200,
    );
  })
  .openapi(createFeed, async (c) => {
    return c.json(await createCalendarFeed(c.var.database.db, c.var.env, c.var.viewer.userId), 201);
  })
  .openapi(removeFeed, async (c) => {
    await deleteFeed(c.var.database.db, c.var.viewer.userId);
    return c.body(null, 204);
  });
