import { z } from 'zod';
import type { AuthService, MailService } from '../../lib/context';
import { defineJob, handleJob } from '../../lib/jobs';

/**
 * An email change's confirmation, from the checks to the email to the NEW address, runs as one
 * job (decision 067): the request only enqueues it, so neither the answer nor its timing tells
 * whether another account has the address, and a slow mail server never holds the request. The
 * link is made in the job (never stored in its payload) and a retry makes a fresh one.
 */
export const emailChangeEmailJob = defineJob(
  'email-change-email',
  z.object({ userId: z.string(), newEmail: z.string(), callbackPath: z.string() }),
  { maxAttempts: 8 },
);

export function emailChangeEmailHandler(auth: AuthService, mailer: MailService) {
  return handleJob(emailChangeEmailJob, async ({ userId, newEmail, callbackPath }) => {
    const message = await auth.composeEmailChange(userId, newEmail, callbackPath);
    if (message) await mailer.send(message);
  });
}
