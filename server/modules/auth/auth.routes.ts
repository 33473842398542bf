import { createRoute } from '@hono/zod-openapi';
import { AuthProvidersSchema, SessionPolicySchema, type SessionPolicy } from '@contract/auth';
import { CurrentUserSchema } from '@contract/profiles';
import { access, errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { toProfileDto } from '../profiles/profiles.dto';
import type { Env } from '../../env';
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

const getSessionPolicy = createRoute({
  method: 'get',
  path: '/session-policy',
  ...access.anonymous,
  tags: ['accounts'],
  summary: 'How long the browser waits without activity before it signs out, and warns before',
  responses: { 200: jsonResponse(SessionPolicySchema, 'The idle logoff (decision 070)') },
});

/** The idle logoff the browser applies; the warning is never longer than the idle time itself. */
export function sessionPolicy(env: Env): SessionPolicy {
  return {
    idle_logoff_minutes: env.IDLE_LOGOFF_MINUTES,
    idle_logoff_warning_seconds: Math.max(
      1,
      Math.min(env.IDLE_LOGOFF_WARNING_SECONDS, Math.floor(env.IDLE_LOGOFF_MINUTES * 60)),
    ),
  };
}

export const meRoutes = createRouter()
  .openapi(getMe, (c) => {
    const { viewer } = c.var;
    const { emailVerified } = viewer;
    return c.json(
      {
        user: { id: viewer.userId, email: viewer.email, emailVerified },
        profile: toProfileDto(viewer.profile),
      },
      200,
    );
  })
  .openapi(getAuthProviders, (c) => c.json(configuredProviders(c.var.env), 200))
  .openapi(getSessionPolicy, (c) => c.json(sessionPolicy(c.var.env), 200));
