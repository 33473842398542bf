import { z } from 'zod';

/**
 * The one string type of the contract. PostgreSQL cannot store a NUL character (`\u0000`) in
 * text: it refuses the statement, and a NUL that got that far was a 500. Every string of every
 * schema (bodies, path and query parameters, headers, fields inside cursors) is built from this,
 * so a NUL is a 400 at the edge and nothing is written. ESLint refuses `z.string()` in contract/
 * and in route files so a new schema cannot forget it.
 */
export const NUL_MESSAGE = 'must not contain NUL characters';

/** `z.string(params)` that refuses NUL characters before any other check runs. */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !value.includes('\u0000'), { message: NUL_MESSAGE, abort: true });
}
