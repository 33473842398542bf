import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { devOutbox } from '../../db/schema';
import { createRouter } from '../../lib/router';

const OUTBOX_LIMIT = 100;

const OutboxEmailSchema = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OutboxEmail' });

const listOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['development'],
  summary: `Emails kept instead of sent (newest first, at most ${OUTBOX_LIMIT}); not in production`,
  responses: {
    200: {
      description: 'The outbox',
      content: { 'application/json': { schema: z.array(OutboxEmailSchema) } },
    },
  },
});

/** Registered only when NODE_ENV is not production (see app.ts). */
export const outboxRoutes = createRouter().openapi(listOutbox, async (c) => {
  const rows = await c.var.database.db
    .select()
    .from(devOutbox)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(OUTBOX_LIMIT);
  return c.json(
    rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      created_at: row.createdAt.toISOString(),
    })),
    200,
  );
});
