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

/** A resource a route acts on, for routes only its owner or its participants may call. */
export type AccessResource =
  | 'appointment'
  | 'availability-window'
  | 'chat'
  | 'session-type'
  | 'availability-override'
  | 'review'
  | 'credential'
  | 'client';

/**
 * Who may call a route, as OpenAPI metadata (`x-access`, and `x-resource` for owner and
 * participant routes). Every route carries one: the authorization sweep (tests/fuzz) calls each
 * route as each kind of caller and checks the answer this marking implies; it fails on a route
 * without one.
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
