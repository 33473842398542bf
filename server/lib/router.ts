import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from './context';
import { NUL_MESSAGE } from '@contract/strings';
import { errorBody } from './errors';

type Issue = ZodError['issues'][number];

/**
 * A NUL character refused inside one option of a union (a repeatable query parameter, one of
 * several allowed changes): zod reports only that no option matched; the NUL is the clearer
 * reason, so it is dug out, with its full path.
 */
function nulInside(issue: Issue, prefix: PropertyKey[] = []): Issue | undefined {
  const path = [...prefix, ...issue.path];
  if (issue.message === NUL_MESSAGE) return { ...issue, path };
  if (issue.code !== 'invalid_union') return undefined;
  for (const option of issue.errors)
    for (const inner of option) {
      const found = nulInside(inner, path);
      if (found) return found;
    }
  return undefined;
}

/** The first problem of a zod failure, preferring a NUL character a union would hide. */
export function firstIssue(error: ZodError): Issue | undefined {
  const issue = error.issues[0];
  return issue && (nulInside(issue) ?? issue);
}

/** Turns a zod failure into one readable sentence naming the offending field. */
export function describeZodError(error: ZodError): string {
  const issue = firstIssue(error);
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
