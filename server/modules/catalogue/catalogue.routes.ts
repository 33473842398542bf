import { createRoute } from '@hono/zod-openapi';
import { CatalogueSchema } from '@contract/catalogue';
import { access, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { cachedCatalogue } from './read-catalogue';

const getCatalogue = createRoute({
  method: 'get',
  path: '/services',
  ...access.anonymous,
  tags: ['healers'],
  summary: 'Each service as the practitioners offer it, and each specialty’s practitioner count',
  description:
    'A service is offered by the listed practitioners whose specialties belong to it (the specialty vocabulary); its price is the lowest of their session fees and its lengths those of their sessions.',
  responses: { 200: jsonResponse(CatalogueSchema, 'Services and specialties') },
});

export const catalogueRoutes = createRouter().openapi(getCatalogue, async (c) =>
  // Public figures of the whole directory: a minute old is fresh enough for every page.
  c.json(await cachedCatalogue(c.var.database.db), 200, {
    'Cache-Control': 'public, max-age=60',
  }),
);
