import { z } from 'zod';
import { safeString } from './strings';

/** The largest number of emails `GET /api/dev/outbox` lists (newest first). */
export const OUTBOX_LIMIT = 100;

/** An email kept in the development outbox instead of being sent. */
export const OutboxEmailSchema = z
  .object({
    to: safeString(),
    subject: safeString(),
    text: safeString(),
    html: safeString(),
    created_at: safeString(),
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;
