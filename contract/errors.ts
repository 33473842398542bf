import { z } from 'zod';
import { safeString } from './strings';

/** The one shape of every API error. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: safeString(),
      message: safeString(),
      /** Only with code weak_password: why the password was refused. */
      reasons: z.array(safeString()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
