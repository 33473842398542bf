import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { latestEmailTo, readOutbox } from '../../../tests/support/mail';
import { useTestApp } from '../../../tests/support/test-app';

const CHECK_INBOX = {
  status: 'pending',
  message: 'Almost there: we sent you an email. Open its link to confirm your subscription.',
};
const INVALID_LINK = {
  error: {
    code: 'invalid_token',
    message:
      'This link is invalid or has expired. Please subscribe again from the footer of any page.',
  },
};

/** The token of a link in an email's text part. */
function tokenOf(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

describe('newsletter: double opt-in', () => {
  const t = useTestApp();
  const subscribe = (email: string, cookie?: string) =>
    t.request('/api/newsletter/subscriptions', { json: { email }, cookie });
  const follow = (action: 'confirm' | 'unsubscribe', token: string, cookie?: string) =>
    t.request(`/api/newsletter/${action}`, { json: { token }, cookie });
  const statusOf = async (email: string) => {
    const { rows } = await t.database.db.execute(
      sql`select status from newsletter_subscriptions where email = ${email}`,
    );
    return (rows[0] as { status: string } | undefined)?.status;
  };

  it('stores a pending address, emails a confirmation link through the queue, and confirms it', async () => {
    const response = await subscribe('  Reader@Example.TEST ');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(CHECK_INBOX);
    const email = await latestEmailTo(t, 'reader@example.test');
    expect(email?.subject).toBe('Confirm your Wellspring newsletter subscription');
    expect(await statusOf('reader@example.test')).toBe('pending');
    const token = tokenOf(email!.text, '/newsletter/confirm');
    expect(email!.html).toContain(`http://localhost:3000/newsletter/confirm?token=${token}`);
    expect(email!.text).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${token}`);
    // Only the hash is stored.
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from newsletter_subscriptions where token_hash = ${token}`,
    );
    expect((rows[0] as { n: number }).n).toBe(0);

    const confirmed = await follow('confirm', token);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).status).toBe('confirmed');
    expect(await statusOf('reader@example.test')).toBe('confirmed');
    // Again changes nothing; a confirmed address asking again gets no second email.
    expect((await follow('confirm', token)).status).toBe(200);
    const before = (await readOutbox(t)).length;
    expect(await (await subscribe('reader@example.test')).json()).toEqual(CHECK_INBOX);
    expect((await readOutbox(t)).length).toBe(before);
  });

  it('unsubscribes with the link of any email, and a new request starts over', async () => {
    await subscribe('leaver@example.test');
    const token = tokenOf((await latestEmailTo(t, 'leaver@example.test'))!.text, '/unsubscribe');
    await follow('confirm', token);
    const left = await follow('unsubscribe', token);
    expect(left.status).toBe(200);
    expect((await left.json()).status).toBe('unsubscribed');
    expect(await statusOf('leaver@example.test')).toBe('unsubscribed');
    await subscribe('leaver@example.test');
    await t.settle();
    expect(await statusOf('leaver@example.test')).toBe('pending');
    // The new email's link replaced the old one.
    expect(await follow('confirm', token)).toHaveProperty('status', 400);
  });

  it('answers invalid_token to a stranger’s guess, signed in or not, and to an expired link', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    for (const cookie of [undefined, patient.cookie, healer.cookie])
      for (const action of ['confirm', 'unsubscribe'] as const) {
        const response = await follow(action, 'not-a-real-token', cookie);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(INVALID_LINK);
      }
    await subscribe('late@example.test');
    const token = tokenOf((await latestEmailTo(t, 'late@example.test'))!.text, '/confirm');
    await t.database.db.execute(
      sql`update newsletter_subscriptions set requested_at = now() - interval '8 days' where email = 'late@example.test'`,
    );
    expect(await (await follow('confirm', token)).json()).toEqual(INVALID_LINK);
    // Unsubscribing never expires.
    expect((await follow('unsubscribe', token)).status).toBe(200);
  });

  it('refuses what is not an email address, and limits requests per address', async () => {
    for (const email of ['', 'nobody', 'a@b'])
      expect((await subscribe(email)).status, email).toBe(400);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await subscribe('busy@example.test')).status);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
