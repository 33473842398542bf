import { createRoute } from '@hono/zod-openapi';
import { AuthProvidersSchema } from '@contract/auth';
import { ApiErrorSchema } from '@contract/errors';
import { CurrentUserSchema } from '@contract/profiles';
import { createRouter } from '../../lib/router';
import { toProfileDto } from '../profiles/profile-dto';
import { configuredProviders } from './auth';
import { requireUser } from './require-user';

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['accounts'],
  summary: 'The signed-in user and their profile',
  middleware: [requireUser] as const,
  responses: {
    200: {
      description: 'Signed in',
      content: { 'application/json': { schema: CurrentUserSchema } },
    },
    401: {
      description: 'Not signed in (or the session passed its idle timeout or lifetime)',
      content: { 'application/json': { schema: ApiErrorSchema } },
    },
  },
});

const getAuthProviders = createRoute({
  method: 'get',
  path: '/auth-providers',
  tags: ['accounts'],
  summary: 'Which social sign-in methods this server has configured',
  responses: {
    200: {
      description: 'One flag per provider',
      content: { 'application/json': { schema: AuthProvidersSchema } },
    },
  },
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
