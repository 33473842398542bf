import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, cookiesFrom } from '../../../tests/support/accounts';
import { bookSession, healerWithWeek, utcAt } from '../../../tests/support/booking';
import { readAll } from '../../../tests/support/parsed-mail';
import { useSmtpTestApp } from '../../../tests/support/smtp-app';
import { TEST_ORIGIN } from '../../../tests/support/test-app';

/*
 * Email verification at sign-up (decision 068): the "Confirm your email" job over a real SMTP
 * server, the link the library applies, and the listing rule (a healer is listed and bookable
 * only once confirmed).
 */

const linkIn = (text: string) => /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(text)?.[1];

describe('email verification at sign-up', () => {
  const { smtp, t } = useSmtpTestApp();

  async function mailTo(email: string, from = 0) {
    await t.settle();
    const mails = await readAll(smtp.received.slice(from));
    return mails.filter((mail) => mail.to === email);
  }

  async function emailVerified(cookie: string) {
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    return ((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified;
  }

  it('mails a link on sign-up; opening it confirms the address and lands on the dashboard', async () => {
    const email = uniqueEmail('verify');
    const response = await t.request('/api/auth/sign-up/email', {
      json: { name: 'Vera Fy', email, password: 'correct-horse-battery', role: 'patient' },
    });
    expect(response.status).toBe(200);
    const cookie = cookiesFrom(response);
    expect(await emailVerified(cookie)).toBe(false);
    const [mail, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Confirm your email');
    const link = linkIn(mail!.text);
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_ORIGIN);
    const opened = await t.request(`${url.pathname}${url.search}`, { origin: null });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/patient-dashboard?email=confirmed');
    expect(await emailVerified(cookie)).toBe(true);
    // Nothing in the log carries the token.
    expect(JSON.stringify(t.logs)).not.toContain(url.searchParams.get('token'));
  });

  it('keeps an unconfirmed healer out of the directory and bookings until the link is opened', async () => {
    const healer = await healerWithWeek(t, { verified: false, name: 'Una Verified' });
    const patient = await signUp(t);
    const listed = async () => {
      const response = await t.request('/api/healers?limit=50&q=Una%20Verified');
      const { items } = (await response.json()) as { items: Array<{ user_id: string }> };
      return items.some((item) => item.user_id === healer.userId);
    };
    expect(await listed()).toBe(false);
    const refused = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: utcAt(3, '10:00'),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const [mail] = await mailTo(healer.email);
    const url = new URL(linkIn(mail!.text)!);
    const opened = await t.request(`${url.pathname}${url.search}`, { origin: null });
    expect(opened.headers.get('location')).toBe('/healer-dashboard?email=confirmed');
    expect(await listed()).toBe(true);
    const booked = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: utcAt(3, '10:00'),
    });
    expect(booked.status).toBe(201);
  });

  it('sends the link again on request (202), nothing once confirmed; limited; signed in only', async () => {
    const account = await signUp(t, { verified: false });
    await t.settle();
    const before = smtp.received.length;
    const again = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      cookie: account.cookie,
    });
    expect(again.status).toBe(202);
    const [mail] = await mailTo(account.email, before);
    expect(mail!.subject).toBe('Confirm your email');

    const confirmed = await signUp(t);
    const mark = smtp.received.length;
    const noop = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      cookie: confirmed.cookie,
    });
    expect(noop.status).toBe(202);
    expect(await mailTo(confirmed.email, mark)).toEqual([]);

    const anonymous = await t.request('/api/auth/send-verification-email', { method: 'POST' });
    expect(anonymous.status).toBe(401);

    let status = 202;
    for (let i = 0; i < 20 && status === 202; i += 1)
      status = (
        await t.request('/api/auth/send-verification-email', {
          method: 'POST',
          cookie: account.cookie,
        })
      ).status;
    expect(status).toBe(429);
  });
});
