import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { MailService } from '../../lib/context';
import { defineJob, handleJob } from '../../lib/jobs';
import type { MailMessage } from '../mail/mail-message';
import { escapeHtml, layout } from '../mail/templates';
import { requestSubscription } from './newsletter.queries';

/** Link secrets are kept only as this hash. */
export const hashNewsletterToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * The confirmation email of a subscription, from the row to the delivery, as one job (like the
 * password reset): the request only enqueues it, so its answer and timing say nothing about the
 * address, and the link is never stored readable. A retry makes a fresh link.
 */
export const newsletterConfirmationJob = defineJob(
  'newsletter-confirmation',
  z.object({ email: z.string() }),
  { maxAttempts: 8 },
);

export function newsletterConfirmationHandler(db: Db, env: Env, mailer: MailService) {
  return handleJob(newsletterConfirmationJob, async ({ email }) => {
    const token = randomBytes(32).toString('base64url');
    const pending = await requestSubscription(db, email, hashNewsletterToken(token));
    // A confirmed address is subscribed already: no second email.
    if (!pending) return;
    await mailer.send(newsletterConfirmationEmail(env, email, token));
  });
}

function newsletterConfirmationEmail(env: Env, to: string, token: string): MailMessage {
  const link = (path: string) => {
    const url = new URL(path, env.APP_URL);
    url.searchParams.set('token', token);
    return url.toString();
  };
  const confirm = link('/newsletter/confirm');
  const leave = link('/newsletter/unsubscribe');
  const subject = 'Confirm your Wellspring newsletter subscription';
  const text = [
    'Hello,',
    '',
    'Someone (we hope you) asked to receive Wellspring’s wellness tips and news at this address.',
    'Open this link to confirm (it works for 7 days):',
    '',
    confirm,
    '',
    'If you did not ask for this, ignore this email and you will hear nothing more from us.',
    `To unsubscribe at any time: ${leave}`,
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hello,</p>
<p>Someone (we hope you) asked to receive Wellspring’s wellness tips and news at this address.</p>
<p><a href="${escapeHtml(confirm)}" style="display:inline-block;padding:12px 20px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>
<p>Or paste this link into your browser (it works for 7 days):<br>${escapeHtml(confirm)}</p>
<p>If you did not ask for this, ignore this email and you will hear nothing more from us.</p>
<p style="font-size:12px;color:#52606d"><a href="${escapeHtml(leave)}">Unsubscribe</a> at any time.</p>`,
  );
  return { to, subject, text, html };
}
