import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    /** embedded-postgres: the server Wellspring runs itself under DATA_DIR; postgres: DATABASE_URL */
    db: z.enum(['embedded-postgres', 'postgres']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
