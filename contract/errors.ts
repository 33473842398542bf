import { z } from 'zod';

/** The one shape of every API error. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Only with code weak_password: why the password was refused. */
      reasons: z.array(z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
