import { defineJob, handleJob, type EnqueueOptions, type JobQueue } from '../../lib/jobs';
import { MailMessageSchema, type MailMessage } from './mail-message';
import type { Mailer } from './mailer';

/**
 * The one way to send an email whose content is not a secret (notifications, reminders):
 * enqueue it, in the transaction of the change it reports when there is one. About ten
 * attempts over some nine hours (exponential back-off) before it is given up and logged dead.
 * Emails that carry a secret (a reset link) are built inside their own job instead, so the
 * secret is never stored (password-reset-email.ts in the auth module).
 */
export const sendEmailJob = defineJob('send-email', MailMessageSchema, { maxAttempts: 10 });

export function enqueueEmail(jobs: JobQueue, message: MailMessage, options?: EnqueueOptions) {
  return jobs.enqueue(sendEmailJob, message, options);
}

export function sendEmailHandler(mailer: Mailer) {
  return handleJob(sendEmailJob, (message) => mailer.send(message));
}
