import type { TestApp } from './test-app';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** The dev outbox, newest first, once the job queue has sent what was queued. */
export async function readOutbox(t: TestApp): Promise<OutboxEmail[]> {
  await t.settle();
  const response = await t.request('/api/dev/outbox');
  if (response.status !== 200) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as OutboxEmail[];
}

/** The newest email to this address, or undefined. */
export async function latestEmailTo(t: TestApp, to: string): Promise<OutboxEmail | undefined> {
  return (await readOutbox(t)).find((email) => email.to === to);
}

/** The reset link's token in an email's plain-text part. */
export function resetTokenFrom(email: OutboxEmail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(email.text);
  if (!match) throw new Error(`no reset link in: ${email.text}`);
  return match[1]!;
}

/** Asks for a reset of this account's password and returns the emailed token. */
export async function requestResetToken(t: TestApp, email: string): Promise<string> {
  const response = await t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  if (response.status !== 200) throw new Error(`request-password-reset: ${response.status}`);
  const sent = await latestEmailTo(t, email);
  if (!sent) throw new Error(`no reset email to ${email}`);
  return resetTokenFrom(sent);
}
