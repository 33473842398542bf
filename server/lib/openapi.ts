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
