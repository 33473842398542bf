import { createRoute } from '@hono/zod-openapi';
import { ApiErrorSchema } from '@contract/errors';
import {
  HealerDetailSchema,
  HealerIdParamsSchema,
  HealerListQuerySchema,
  HealerListSchema,
} from '@contract/healers';
import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { toHealerDetail } from './healer-dto';
import { findHealer, listHealers } from './healers.queries';

const listHealersRoute = createRoute({
  method: 'get',
  path: '/healers',
  tags: ['healers'],
  summary: 'Search, filter and sort healers, in pages',
  description:
    'Filters combine with AND, the values of a repeated filter with OR. See HealerListQuery for each parameter.',
  request: { query: HealerListQuerySchema },
  responses: {
    200: {
      description: 'A page of healers',
      content: { 'application/json': { schema: HealerListSchema } },
    },
    400: {
      description: 'Invalid query',
      content: { 'application/json': { schema: ApiErrorSchema } },
    },
  },
});

const getHealerRoute = createRoute({
  method: 'get',
  path: '/healers/{userId}',
  tags: ['healers'],
  summary: "A healer's public profile",
  request: { params: HealerIdParamsSchema },
  responses: {
    200: {
      description: 'The healer',
      content: { 'application/json': { schema: HealerDetailSchema } },
    },
    404: {
      description: 'No healer with this user id',
      content: { 'application/json': { schema: ApiErrorSchema } },
    },
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
