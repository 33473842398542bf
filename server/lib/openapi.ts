import type { z } from 'zod';
import { ApiErrorSchema } from '@contract/errors';

/** An OpenAPI response whose body is JSON of the given schema. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An OpenAPI response carrying the `{ error: { code, message } }` body. */
export const errorResponse = (description: string) => jsonResponse(ApiErrorSchema, description);

/** A required JSON request body of the given schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/**
 * What a route's path id names: for routes only its owner or its participants may call, the
 * resource whose owner or participants they are; for others, what the sweeps put in the path.
 */
export type AccessResource =
  | 'appointment'
  | 'availability-window'
  | 'chat'
  | 'session-type'
  | 'availability-override'
  | 'review'
  | 'credential'
  | 'medication'
  /** A wellness plan: its healer writes it, its patient follows it. */
  | 'plan'
  /** A healer's plan template. */
  | 'plan-template'
  /** A healer's user id (public pages, the admin's verification decision). */
  | 'healer'
  /** Any user's id (the admin console). */
  | 'user'
  /** A stored file (avatars). */
  | 'file'
  /** A calendar feed's file name, `<token>.ics` (the token is its one authority). */
  | 'calendar-feed'
  /** A practitioner's client: a patient's user id, seen by a healer they have sessions with. */
  | 'client'
  /** One of a user's sign-in sessions (its id, never its token). */
  | 'session';

/**
 * Who may call a route, as OpenAPI metadata (`x-access`, and `x-resource` for owner and
 * participant routes). Every route carries one: the authorization sweep (tests/fuzz) calls each
 * route as each kind of caller and checks the answer this marking implies; it fails on a route
 * without one (decision 049).
 */
export const access = {
  /** Anyone, signed in or not. */
  anonymous: { 'x-access': 'anonymous' },
  /** Any signed-in user. */
  user: { 'x-access': 'user' },
  patient: { 'x-access': 'patient' },
  healer: { 'x-access': 'healer' },
  admin: { 'x-access': 'admin' },
  /** The participants of the resource named by the path (both sides of a chat or appointment). */
  participant: (resource: AccessResource) =>
    ({ 'x-access': 'participant', 'x-resource': resource }) as const,
  /** The one user who owns the resource named by the path. */
  owner: (resource: AccessResource) => ({ 'x-access': 'owner', 'x-resource': resource }) as const,
} as const;

/**
 * What the path's id names on a route any caller of its access may call (a healer's public
 * page, a user in the admin console), beside `access.anonymous`, `access.user` or
 * `access.admin`. Every route with an id in its path says so: the sweeps fill the path with a
 * real one of that kind (tests/fuzz/resources.ts), and fail on a route that does not say.
 */
export const pathNames = (resource: AccessResource) => ({ 'x-resource': resource }) as const;

/**
 * A development tool: a route mounted only outside production that shows what the app did (the
 * dev outbox: every email, whoever it went to). By design it answers anyone all it holds, so the
 * sweeps do not count the private text in its answers as a leak; production has no such route.
 */
export const developmentTool = { 'x-development-tool': true } as const;
