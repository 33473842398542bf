import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookiesFrom, signIn, signUp, uniqueEmail } from '../../../tests/support/accounts';
import { readAll } from '../../../tests/support/parsed-mail';
import { useSmtpTestApp } from '../../../tests/support/smtp-app';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { codeOf, enrolTotp } from '../../../tests/support/two-factor';
import { users } from '../../db/schema';

/*
 * Settings (decision 067): the email change through the mail job and a real SMTP server, the
 * second factor that turning two-factor off and deleting the account ask for, and the password
 * change as a security event.
 */

async function securityKinds(t: TestApp, cookie: string) {
  const response = await t.request('/api/me/access-log?category=security', { cookie });
  expect(response.status).toBe(200);
  const page = (await response.json()) as { items: Array<{ kind: string }> };
  return page.items.map((entry) => entry.kind);
}

describe('email change: the link goes to the new address by the mail job', () => {
  const { smtp, t } = useSmtpTestApp();

  it('mails the new address over SMTP; opening the link changes the email and logs it', async () => {
    const account = await signUp(t);
    const newEmail = uniqueEmail('moved');
    const before = smtp.received.length;
    const asked = await t.request('/api/auth/change-email', {
      cookie: account.cookie,
      json: { newEmail: newEmail.toUpperCase() },
    });
    expect(asked.status).toBe(200);
    // Nothing changes until the link is opened.
    const [unchanged] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, account.userId));
    expect(unchanged!.email).toBe(account.email);
    await smtp.waitFor(before + 1);
    await t.settle();
    const mails = await readAll(smtp.received.slice(before));
    expect(mails.map((mail) => mail.to)).toEqual([newEmail]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Confirm your new Wellspring email address');
    const link = /(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('callbackURL')).toBe(
      '/patient-dashboard/settings?section=account&email=changed',
    );
    const opened = await t.request(`${url.pathname}${url.search}`, { origin: null });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(
      '/patient-dashboard/settings?section=account&email=changed',
    );
    const [changed] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, account.userId));
    expect(changed!.email).toBe(newEmail);
    // The old address is told, by the mail queue, where the account went.
    await smtp.waitFor(before + 2);
    await t.settle();
    const [notice] = await readAll(smtp.received.slice(before + 1));
    expect(notice!.to).toBe(account.email);
    expect(notice!.subject).toBe('Your Wellspring email address was changed');
    expect(notice!.text).toContain(`was changed to ${newEmail}.`);
    expect(notice!.text).toContain('http://localhost:3000/contact');
    // The new address signs in; the link does not work twice, and tells nobody again.
    const cookie = await signIn(t, newEmail, account.password);
    expect(await securityKinds(t, cookie)).toContain('email_change');
    const again = await t.request(`${url.pathname}${url.search}`, { origin: null });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toMatch(/[?&]error=/);
    await t.settle();
    expect(smtp.received.length).toBe(before + 2);
  });

  it('answers the same for an address another account has, and sends nothing', async () => {
    const account = await signUp(t);
    const other = await signUp(t);
    const before = smtp.received.length;
    const asked = await t.request('/api/auth/change-email', {
      cookie: account.cookie,
      json: { newEmail: other.email },
    });
    expect(asked.status).toBe(200);
    await t.settle();
    expect(smtp.received.length).toBe(before);
  });

  it('refuses its own address, a malformed one, and anyone signed out', async () => {
    const account = await signUp(t);
    const same = await t.request('/api/auth/change-email', {
      cookie: account.cookie,
      json: { newEmail: account.email },
    });
    expect(same.status).toBe(400);
    const malformed = await t.request('/api/auth/change-email', {
      cookie: account.cookie,
      json: { newEmail: 'not-an-address' },
    });
    expect(malformed.status).toBe(400);
    const anonymous = await t.request('/api/auth/change-email', {
      json: { newEmail: uniqueEmail() },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('second factor for turning two-factor off and deleting the account', () => {
  const t = useTestApp();

  it('refuses to turn two-factor off without a valid code, even with the password', async () => {
    const account = await signUp(t);
    const { cookie, totpURI } = await enrolTotp(t, account);
    const missing = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: account.password },
    });
    expect(missing.status).toBe(400);
    const wrong = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: account.password, code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_code' } });
    const wrongPassword = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: 'not-the-password', code: await codeOf(totpURI) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ error: { code: 'invalid_password' } });
    // Still on: a password sign-in asks for the code.
    const pending = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(await pending.json()).toMatchObject({ twoFactorRedirect: true });
    const off = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: account.password, code: await codeOf(totpURI) },
    });
    expect(off.status).toBe(200);
    // The library renews the session as it turns two-factor off.
    expect(await securityKinds(t, cookiesFrom(off) || cookie)).toContain('two_factor_disabled');
  });

  it('turns two-factor off with a backup code, which then is used up', async () => {
    const account = await signUp(t);
    const { cookie, backupCodes } = await enrolTotp(t, account);
    const off = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: account.password, code: backupCodes[0] },
    });
    expect(off.status).toBe(200);
    const plain = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(await plain.json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('asks for the code to delete an account with two-factor on', async () => {
    const account = await signUp(t);
    const { cookie, totpURI } = await enrolTotp(t, account);
    const without = await t.request('/api/me/delete', {
      cookie,
      json: { password: account.password },
    });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ error: { code: 'invalid_code' } });
    const deleted = await t.request('/api/me/delete', {
      cookie,
      json: { password: account.password, code: await codeOf(totpURI) },
    });
    expect(deleted.status).toBe(202);
  });
});

describe('password change', () => {
  const t = useTestApp();

  it('is a security event; other sessions end unless asked to keep them', async () => {
    const account = await signUp(t);
    const other = await signIn(t, account.email, account.password);
    const kept = await t.request('/api/auth/change-password', {
      cookie: account.cookie,
      json: {
        currentPassword: account.password,
        newPassword: 'another-long-passphrase-1',
        revokeOtherSessions: false,
      },
    });
    expect(kept.status).toBe(200);
    const cookie = cookiesFrom(kept) || account.cookie;
    expect((await t.request('/api/me', { cookie: other })).status).toBe(200);
    expect(await securityKinds(t, cookie)).toContain('password_change');
    const revoked = await t.request('/api/auth/change-password', {
      cookie,
      json: {
        currentPassword: 'another-long-passphrase-1',
        newPassword: 'a-third-long-passphrase-2',
      },
    });
    expect(revoked.status).toBe(200);
    expect((await t.request('/api/me', { cookie: other })).status).toBe(401);
  });
});
