import { createRoute } from '@hono/zod-openapi';
import { AuthProvidersSchema } from '@contract/auth';
import { CurrentUserSchema } from '@contract/profiles';
import { access, errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { toProfileDto } from '../profiles/profiles.dto';
import { configuredProviders } from './auth';
import { requireUser } from './require-user';

const getMe = createRoute({
  method: 'get',
  path: '/me',
  ...access.user,
  tags: ['accounts'],
  summary: 'The signed-in user and their profile',
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse(CurrentUserSchema, 'Signed in'),
    401: errorResponse('Not signed in (or the session passed its idle timeout or lifetime)'),
  },
});

const getAuthProviders = createRoute({
  method: 'get',
  path: '/auth-providers',
  ...access.anonymous,
  tags: ['accounts'],
  summary: 'Which social sign-in methods this server has configured',
  responses: { 200: jsonResponse(AuthProvidersSchema, 'One flag per provider') },
});

export const meRoutes = createRouter()
  .openapi(getMe, (c) => {
    const { viewer } = c.var;
    return c.json(
      { user: { id: viewer.userId, email: viewer.email }, profile: toProfileDto(viewer.profile) },
      200,
    );
  })
  .openapi(getAuthProviders, (c) => c.json(configuredProviders(c.var.env), 200));
