import { z } from 'zod';

/** The largest number of emails `GET /api/dev/outbox` lists (newest first). */
export const OUTBOX_LIMIT = 100;

/** An email kept in the development outbox instead of being sent. */
export const OutboxEmailSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;
