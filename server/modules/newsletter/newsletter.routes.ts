import { createRoute } from '@hono/zod-openapi';
import {
  NEWSLETTER_CHECK_INBOX_MESSAGE,
  NEWSLETTER_INVALID_LINK_MESSAGE,
  NewsletterAnswerSchema,
  NewsletterSubscribeSchema,
  NewsletterTokenSchema,
} from '@contract/newsletter';
import { badRequest } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { enforceRateLimit } from '../auth/rate-limit';
import { hashNewsletterToken, newsletterConfirmationJob } from './newsletter-email';
import { confirmSubscription, unsubscribe } from './newsletter.queries';

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter/subscriptions',
  ...access.anonymous,
  tags: ['newsletter'],
  summary: 'Ask for the newsletter: a confirmation email follows (double opt-in)',
  request: { body: jsonBody(NewsletterSubscribeSchema) },
  responses: {
    202: jsonResponse(NewsletterAnswerSchema, 'Always the same answer, known address or not'),
    400: errorResponse('Not an email address'),
    429: errorResponse('Too many requests (with Retry-After)'),
  },
});

const tokenRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    ...access.anonymous,
    tags: ['newsletter'],
    summary,
    request: { body: jsonBody(NewsletterTokenSchema) },
    responses: {
      200: jsonResponse(NewsletterAnswerSchema, 'Done (doing it again changes nothing)'),
      400: errorResponse('invalid_token: no such link, or its time ran out'),
    },
  });

const confirm = tokenRoute('/newsletter/confirm', 'Confirm a subscription with its emailed link');
const leave = tokenRoute('/newsletter/unsubscribe', 'End a subscription with its emailed link');

const invalidLink = () => badRequest(NEWSLETTER_INVALID_LINK_MESSAGE, 'invalid_token');

export const newsletterRoutes = createRouter()
  .openapi(subscribe, async (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    await enforceRateLimit(c, 'newsletter', email);
    await c.var.jobs.enqueue(newsletterConfirmationJob, { email });
    return c.json({ status: 'pending' as const, message: NEWSLETTER_CHECK_INBOX_MESSAGE }, 202);
  })
  .openapi(confirm, async (c) => {
    const row = await confirmSubscription(
      c.var.database.db,
      hashNewsletterToken(c.req.valid('json').token),
    );
    if (!row) throw invalidLink();
    return c.json({ status: 'confirmed' as const, message: 'You are subscribed. Thank you!' }, 200);
  })
  .openapi(leave, async (c) => {
    const row = await unsubscribe(
      c.var.database.db,
      hashNewsletterToken(c.req.valid('json').token),
    );
    if (!row) throw invalidLink();
    return c.json(
      {
        status: 'unsubscribed' as const,
        message: 'You are unsubscribed and will receive no more newsletters.',
      },
      200,
    );
  });
