import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** Turns a zod failure into one readable sentence naming the offending field. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    return c.json(errorBody('invalid_request', describeZodError(result.error)), 400);
  }
};

/** Every API module builds its routes on this, so validation errors look the same everywhere. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
