import { createRoute } from '@hono/zod-openapi';
import {
  HealerDetailSchema,
  HealerIdParamsSchema,
  HealerListQuerySchema,
  HealerListSchema,
} from '@contract/healers';
import { notFound } from '../../lib/errors';
import { access, errorResponse, jsonResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { toHealerDetail } from './healers.dto';
import { findHealer } from './healers.queries';
import { listHealers } from './list-healers';

const listHealersRoute = createRoute({
  method: 'get',
  path: '/healers',
  ...access.anonymous,
  tags: ['healers'],
  summary: 'Search, filter and sort healers, in pages',
  description:
    'Filters combine with AND, the values of a repeated filter with OR. See HealerListQuery for each parameter.',
  request: { query: HealerListQuerySchema },
  responses: {
    200: jsonResponse(HealerListSchema, 'A page of healers'),
    400: errorResponse('Invalid query'),
  },
});

const getHealerRoute = createRoute({
  method: 'get',
  path: '/healers/{userId}',
  ...access.anonymous,
  ...pathNames('healer'),
  tags: ['healers'],
  summary: "A healer's public profile",
  request: { params: HealerIdParamsSchema },
  responses: {
    200: jsonResponse(HealerDetailSchema, 'The healer'),
    404: errorResponse('No healer with this user id'),
  },
});

export const healerRoutes = createRouter()
  .openapi(listHealersRoute, async (c) =>
    c.json(await listHealers(c.var.database.db, c.req.valid('query')), 200),
  )
  .openapi(getHealerRoute, async (c) => {
    const row = await findHealer(c.var.database.db, c.req.valid('param').userId);
    if (!row) throw notFound('Healer not found');
    return c.json(toHealerDetail(row), 200);
  });
