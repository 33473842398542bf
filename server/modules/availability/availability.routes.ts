import { createRoute } from '@hono/zod-openapi';
import {
  AvailabilityWeekSchema,
  AvailabilityWindowIdParamsSchema,
  SaveAvailabilitySchema,
} from '@contract/availability';
import { notFound } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireRole } from '../auth/require-user';
import { toAvailabilityWeek } from './availability.dto';
import { deleteWindow, readWeek } from './availability.queries';
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

export const availabilityRoutes = createRouter()
  .openapi(getAvailability, async (c) => {
    const { viewer } = c.var;
    const rows = await readWeek(c.var.database.db, viewer.userId);
    return c.json(toAvailabilityWeek(viewer.profile.timezone, rows), 200);
  })
  .openapi(saveAvailability, async (c) => {
    const { viewer } = c.var;
    const rows = await saveWeek(c.var.database.db, viewer.userId, c.req.valid('json').windows);
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
  });
