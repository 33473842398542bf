import { createRoute, z } from '@hono/zod-openapi';
import { OUTBOX_LIMIT, OutboxEmailSchema } from '@contract/mail';
import { access, developmentTool } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { toOutboxEmail } from './mail.dto';
import { newestOutboxEmails } from './mail.queries';

const listOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  ...access.anonymous,
  ...developmentTool,
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
  const rows = await newestOutboxEmails(c.var.database.db, OUTBOX_LIMIT);
  return c.json(rows.map(toOutboxEmail), 200);
});
