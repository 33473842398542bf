import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    db: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
