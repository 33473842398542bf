import { z } from 'zod';
import type { AuthService, MailService } from '../../lib/context';
import { defineJob, handleJob } from '../../lib/jobs';

/**
 * A password reset, from the account lookup to the email, runs as one job: the request only
 * enqueues it, so neither the answer nor its timing tells whether the account exists. A failed
 * delivery retries the whole job with a fresh token, so no reset link is ever stored (tokens
 * are kept hashed; a job payload would keep it readable). Eight attempts span about half an hour
 * (the back-off is exponential); each link is valid for an hour from its own email.
 */
export const passwordResetEmailJob = defineJob(
  'password-reset-email',
  z.object({ email: z.string(), redirectTo: z.string() }),
  { maxAttempts: 8 },
);

export function passwordResetEmailHandler(auth: AuthService, mailer: MailService) {
  return handleJob(passwordResetEmailJob, async ({ email, redirectTo }) => {
    const message = await auth.composePasswordReset(email, redirectTo);
    // Without an account there is nothing to send.
    if (message) await mailer.send(message);
  });
}
