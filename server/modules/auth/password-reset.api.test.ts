import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, signUp, uniqueEmail } from '../../../tests/support/accounts';
import {
  latestEmailTo,
  readOutbox,
  requestResetToken,
  resetTokenFrom,
} from '../../../tests/support/mail';
import { useTestApp } from '../../../tests/support/test-app';
import { sessions, verifications } from '../../db/schema';

const NEW_PASSWORD = 'a-brand-new-passphrase';
const INVALID_TOKEN = {
  error: {
    code: 'invalid_token',
    message:
      'This password reset link is invalid, has expired or was already used. Please request a new one.',
  },
};

describe('password reset by email', () => {
  const t = useTestApp();

  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    t.request('/api/auth/reset-password', { json: { token, newPassword } });

  it('emails a single-use link to APP_URL/reset-password with a text and an HTML part', async () => {
    const account = await signUp(t, { name: 'Rosa <b>Bold</b> & Co' });
    const response = await t.request('/api/auth/request-password-reset', {
      json: { email: account.email, redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: true,
      message:
        'If an account exists with the email entered, you will receive a password reset link shortly.',
    });
    const email = await latestEmailTo(t, account.email);
    expect(email?.subject).toBe('Reset your Wellspring password');
    const token = resetTokenFrom(email!);
    expect(email!.text).toContain(`http://localhost:3000/reset-password?token=${token}`);
    expect(email!.html).toContain(`http://localhost:3000/reset-password?token=${token}`);
    // The user's name is text in the HTML part, never markup.
    expect(email!.html).toContain('Rosa &lt;b&gt;Bold&lt;/b&gt; &amp; Co');
    expect(email!.html).not.toContain('<b>Bold</b>');
    expect(email!.text).toContain('Hello Rosa <b>Bold</b> & Co,');
  });

  it('resets the password, revokes every session, and the token works only once', async () => {
    const account = await signUp(t);
    const secondDevice = await signIn(t, account.email, account.password);
    const token = await requestResetToken(t, account.email);

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });

    for (const cookie of [account.cookie, secondDevice])
      expect((await t.request('/api/me', { cookie })).status).toBe(401);
    const remaining = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.userId));
    expect(remaining).toEqual([]);

    await expect(signIn(t, account.email, account.password)).rejects.toThrow(/401/);
    await expect(signIn(t, account.email, NEW_PASSWORD)).resolves.toMatch(/session_token/);

    const again = await reset(token, 'yet-another-passphrase');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses an expired token (older than one hour)', async () => {
    const account = await signUp(t);
    const token = await requestResetToken(t, account.email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, account.userId));
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
    await expect(signIn(t, account.email, account.password)).resolves.toMatch(/session_token/);
  });

  it('sets the token to expire one hour after the request and stores it hashed', async () => {
    const account = await signUp(t);
    const before = Date.now();
    const token = await requestResetToken(t, account.email);
    const rows = await t.database.db.select().from(verifications);
    const row = rows.find((candidate) => candidate.value === account.userId);
    expect(row).toBeDefined();
    expect(row!.identifier).not.toContain(token);
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it('refuses unknown tokens, weak passwords and bad bodies without changing anything', async () => {
    const account = await signUp(t);
    expect(await (await reset('no-such-token')).json()).toEqual(INVALID_TOKEN);
    const token = await requestResetToken(t, account.email);

    const weak = await reset(token, 'password1');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({
      error: {
        code: 'weak_password',
        message: 'Password is too weak',
        reasons: ['Password is one of the most commonly used passwords'],
      },
    });
    expect((await (await reset(token, 'short')).json()).error.reasons).toEqual([
      'Password must be at least 8 characters long',
    ]);
    expect((await (await reset(token, account.email)).json()).error.reasons).toEqual([
      'Password must not be your email address',
    ]);
    const missing = await t.request('/api/auth/reset-password', { json: { token } });
    expect(await missing.json()).toEqual({
      error: { code: 'invalid_request', message: 'newPassword: Password is required' },
    });
    const noToken = await t.request('/api/auth/reset-password', {
      json: { newPassword: NEW_PASSWORD },
    });
    expect((await noToken.json()).error.message).toBe('token: The reset link is missing its token');
    // The token survived the refusals and the old password still works until it is used.
    await expect(signIn(t, account.email, account.password)).resolves.toMatch(/session_token/);
    expect((await reset(token)).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const account = await signUp(t);
    const stranger = uniqueEmail('stranger');
    const known = await t.request('/api/auth/request-password-reset', {
      json: { email: account.email, redirectTo: '/reset-password' },
    });
    const unknown = await t.request('/api/auth/request-password-reset', {
      json: { email: stranger, redirectTo: '/reset-password' },
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(await latestEmailTo(t, stranger)).toBeUndefined();
  });

  it('sends nothing, and retries nothing, for an address only our form accepts', async () => {
    const logsBefore = t.logs.length;
    const response = await t.request('/api/auth/request-password-reset', {
      json: { email: 'x@y.z', redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    await t.settle();
    const { rows } = await t.database.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from graphile_worker.jobs
          where task_identifier = 'password-reset-email'`,
    );
    expect(rows[0]!.waiting).toBe(0);
    expect(t.logs.slice(logsBefore).filter((line) => Number(line.level) >= 40)).toEqual([]);
  });

  it('validates the request: spec message for an empty email, and no foreign redirect', async () => {
    const empty = await t.request('/api/auth/request-password-reset', { json: { email: ' ' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: { code: 'invalid_request', message: 'email: Please enter your email address' },
    });
    const account = await signUp(t);
    for (const redirectTo of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
    ]) {
      const response = await t.request('/api/auth/request-password-reset', {
        json: { email: account.email, redirectTo },
      });
      expect(response.status).toBe(200);
      const email = await latestEmailTo(t, account.email);
      expect(email!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
      expect(email!.text).not.toContain('evil');
    }
  });

  it('change-password needs the current password and revokes the other sessions', async () => {
    const account = await signUp(t);
    const otherDevice = await signIn(t, account.email, account.password);
    const wrong = await t.request('/api/auth/change-password', {
      json: { currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD },
      cookie: account.cookie,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'invalid_password', message: 'Current password is incorrect' },
    });
    const weak = await t.request('/api/auth/change-password', {
      json: { currentPassword: account.password, newPassword: 'qwerty123' },
      cookie: account.cookie,
    });
    expect((await weak.json()).error.code).toBe('weak_password');

    const changed = await t.request('/api/auth/change-password', {
      // Other sessions end by default (the settings checkbox may keep them, decision 067).
      json: { currentPassword: account.password, newPassword: NEW_PASSWORD },
      cookie: account.cookie,
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).not.toMatch(/"token"/);
    expect((await t.request('/api/me', { cookie: otherDevice })).status).toBe(401);
    // The device that changed it stays signed in (with its renewed cookie).
    const renewed = changed.headers.getSetCookie().length
      ? changed.headers
          .getSetCookie()
          .map((header) => header.split(';')[0])
          .join('; ')
      : account.cookie;
    expect((await t.request('/api/me', { cookie: renewed })).status).toBe(200);
    const anonymous = await t.request('/api/auth/change-password', {
      json: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(anonymous.status).toBe(401);
  });

  it('keeps tokens and password hashes out of responses and out of the log', async () => {
    const account = await signUp(t);
    const token = await requestResetToken(t, account.email);
    await reset(token);
    const outboxLines = t.logs.filter((line) => line.msg === 'email kept in the dev outbox');
    expect(outboxLines.length).toBeGreaterThan(0);
    const otherLines = JSON.stringify(t.logs.filter((line) => !outboxLines.includes(line)));
    expect(otherLines).not.toContain(token);
    expect(otherLines).not.toContain(NEW_PASSWORD);
    expect(otherLines).not.toContain(account.password);
    expect(otherLines).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/);
    // Not even the outbox itself lists anything but the emails.
    const outbox = JSON.stringify(await readOutbox(t));
    expect(outbox).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/);
  });
});
