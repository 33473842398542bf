import { z } from 'zod';
import type { AuthService, MailService } from '../../lib/context';
import { defineJob, handleJob } from '../../lib/jobs';

/**
 * A new account's "Confirm your email" (decision 068) runs as a job: sign-up (and the resend
 * endpoint) only enqueue it, so a slow mail server never holds the request. The link is made in
 * the job (never stored in its payload); a retry makes a fresh one, and nothing is sent once the
 * address is verified.
 */
export const verifyEmailEmailJob = defineJob(
  'verify-email-email',
  z.object({ userId: z.string(), callbackPath: z.string() }),
  { maxAttempts: 8 },
);

export function verifyEmailEmailHandler(auth: AuthService, mailer: MailService) {
  return handleJob(verifyEmailEmailJob, async ({ userId, callbackPath }) => {
    const message = await auth.composeEmailVerification(userId, callbackPath);
    if (message) await mailer.send(message);
  });
}
