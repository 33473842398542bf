import { z } from 'zod';
import { EMAIL_PATTERN } from './constants';
import { safeString } from './strings';

/** How long a confirmation link works (docs/product.md, Newsletter). */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The answer to every subscription request: it never says whether the address was known. */
export const NEWSLETTER_CHECK_INBOX_MESSAGE =
  'Almost there: we sent you an email. Open its link to confirm your subscription.';
export const NEWSLETTER_INVALID_LINK_MESSAGE =
  'This link is invalid or has expired. Please subscribe again from the footer of any page.';

/** POST /api/newsletter/subscriptions: the footer's "Join Us" form. */
export const NewsletterSubscribeSchema = z
  .strictObject({
    email: safeString({ error: 'Please enter your email address' })
      .trim()
      .min(1, 'Please enter your email address')
      .max(254, 'Email is too long')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  })
  .meta({ id: 'NewsletterSubscribe' });

/** POST /api/newsletter/confirm and /unsubscribe: the secret of the emailed link. */
export const NewsletterTokenSchema = z
  .strictObject({
    token: safeString({ error: 'The link is missing its token' })
      .min(1, 'The link is missing its token')
      .max(200, 'The link is not valid'),
  })
  .meta({ id: 'NewsletterToken' });

export const NewsletterAnswerSchema = z
  .object({
    status: z.enum(['pending', 'confirmed', 'unsubscribed']),
    message: safeString(),
  })
  .meta({ id: 'NewsletterAnswer' });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>;
