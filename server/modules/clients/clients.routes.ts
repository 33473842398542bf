import { createRoute } from '@hono/zod-openapi';
import {
  ClientDetailSchema,
  ClientIdParamsSchema,
  ClientListQuerySchema,
  ClientListSchema,
} from '@contract/clients';
import { access, errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireRole } from '../auth/require-user';
import { listClients, readClient } from './list-clients';

const healersOnly = requireRole('healer', 'Only healers have clients');

const listClientsRoute = createRoute({
  method: 'get',
  path: '/me/clients',
  ...access.healer,
  tags: ['clients'],
  summary: "The signed-in healer's clients: everyone who has booked them",
  description:
    'Latest session first, with the next and last session, how many sessions were booked or held, and the unread messages of each. `q` matches part of the name. Page on with `cursor`.',
  middleware: [healersOnly] as const,
  request: { query: ClientListQuerySchema },
  responses: {
    200: jsonResponse(ClientListSchema, 'A page of clients'),
    400: errorResponse('Invalid search, limit or cursor'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
  },
});

const getClientRoute = createRoute({
  method: 'get',
  path: '/me/clients/{patientId}',
  ...access.owner('client'),
  tags: ['clients'],
  summary: 'One client of the signed-in healer, with their sessions',
  description:
    "The client's figures, what their profile shares to help the healer prepare (zone, location, date of birth, gender) and their sessions with this healer, latest first (at most 100).",
  middleware: [healersOnly] as const,
  request: { params: ClientIdParamsSchema },
  responses: {
    200: jsonResponse(ClientDetailSchema, 'The client'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
    404: errorResponse('Nobody by this id has booked the healer'),
  },
});

export const clientRoutes = createRouter()
  .openapi(listClientsRoute, async (c) =>
    c.json(await listClients(c.var.database.db, c.var.viewer.userId, c.req.valid('query')), 200),
  )
  .openapi(getClientRoute, async (c) =>
    c.json(
      await readClient(c.var.database.db, c.var.viewer.userId, c.req.valid('param').patientId),
      200,
    ),
  );
