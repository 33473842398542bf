import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { profiles, users } from '../../db/schema';

const GOOD_PASSWORD = 'correct-horse-battery';

describe('sign-up', () => {
  const t = useTestApp();

  const signUpWith = (json: unknown) => t.request('/api/auth/sign-up/email', { json });
  const countUsers = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email))).length;

  it.each([
    [{ email: uniqueEmail(), password: GOOD_PASSWORD }, 'name: Please enter your full name'],
    [
      { name: '   ', email: uniqueEmail(), password: GOOD_PASSWORD },
      'name: Please enter your full name',
    ],
    [{ name: 'Ann Lee', password: GOOD_PASSWORD }, 'email: Please enter your email'],
    [{ name: 'Ann Lee', email: '  ', password: GOOD_PASSWORD }, 'email: Please enter your email'],
    [
      { name: 'Ann Lee', email: 'not-an-email', password: GOOD_PASSWORD },
      'email: Please enter a valid email address',
    ],
    [{ name: 'Ann Lee', email: uniqueEmail() }, 'password: Password is required'],
    [
      { name: 'x'.repeat(101), email: uniqueEmail(), password: GOOD_PASSWORD },
      'name: Name must be at most 100 characters',
    ],
    [
      { name: 'Ann Lee', email: uniqueEmail(), password: 'x'.repeat(129) },
      'password: Password must be at most 128 characters long',
    ],
    [
      { name: 'Ann Lee', email: uniqueEmail(), password: GOOD_PASSWORD, role: 'admin' },
      'role: Role must be patient or healer',
    ],
    [
      { name: 42, email: uniqueEmail(), password: GOOD_PASSWORD },
      'name: Please enter your full name',
    ],
  ])('refuses %j with "%s" and creates nothing', async (json, message) => {
    const response = await signUpWith(json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
    const email = (json as { email?: unknown }).email;
    if (typeof email === 'string' && email.includes('@')) expect(await countUsers(email)).toBe(0);
  });

  it('checks the fields in the spec order: name before email before password', async () => {
    const response = await signUpWith({ name: '', email: 'bad', password: '1' });
    expect((await response.json()).error.message).toBe('name: Please enter your full name');
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_request');
  });

  it.each([
    ['short', 'Ab1!x', ['Password must be at least 8 characters long']],
    ['common', 'Password123', ['Password is one of the most commonly used passwords']],
    [
      'short and common',
      '123456',
      [
        'Password must be at least 8 characters long',
        'Password is one of the most commonly used passwords',
      ],
    ],
  ])(
    'refuses a %s password with weak_password and its reasons',
    async (_label, password, reasons) => {
      const email = uniqueEmail();
      const response = await signUpWith({ name: 'Weak Pass', email, password });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'weak_password', message: 'Password is too weak', reasons },
      });
      expect(await countUsers(email)).toBe(0);
    },
  );

  it('refuses a password equal to the email or the name', async () => {
    const email = uniqueEmail();
    const asEmail = await signUpWith({
      name: 'Quinn Harper',
      email,
      password: email.toUpperCase(),
    });
    expect((await asEmail.json()).error).toEqual({
      code: 'weak_password',
      message: 'Password is too weak',
      reasons: ['Password must not be your email address'],
    });
    const asName = await signUpWith({
      name: 'Quinn Harper Longname',
      email,
      password: 'quinn harper longname',
    });
    expect((await asName.json()).error.reasons).toEqual(['Password must not be your name']);
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses a duplicate email, whatever its case, with a clear message', async () => {
    const first = await signUp(t);
    const response = await signUpWith({
      name: 'Second Person',
      email: first.email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'email_taken', message: 'An account with this email already exists' },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('trims the name, stores script tags as plain text and returns them verbatim', async () => {
    const name = '<script>alert("x")</script> O\'Brien % _';
    const account = await signUp(t, { name: `  ${name}  ` });
    expect(account.profile.usr_name).toBe(name);
    const [row] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, account.userId));
    expect(row?.usrName).toBe(name);
  });

  it('answers with the user but never the password hash', async () => {
    const password = 'a-fine-long-passphrase';
    const response = await signUpWith({ name: 'No Leak', email: uniqueEmail(), password });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/"password"/);
    expect(text).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/); // scrypt salt:hash
  });

  it('does not expose auth endpoints the product does not use', async () => {
    const account = await signUp(t);
    for (const [method, path] of [
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/delete-user'],
      ['GET', '/api/auth/list-sessions'],
      ['GET', '/api/auth/reset-password/some-token'],
    ] as const) {
      const response = await t.request(path, {
        method,
        cookie: account.cookie,
        ...(method === 'POST' && { json: { name: 'x', role: 'healer' } }),
      });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });

  it('gives the new profile the browser’s time zone, and refuses an unknown one', async () => {
    const email = uniqueEmail();
    const response = await signUpWith({
      name: 'Cora Chicago',
      email,
      password: GOOD_PASSWORD,
      role: 'healer',
      timezone: 'America/Chicago',
    });
    expect(response.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user!.id));
    expect(profile!.timezone).toBe('America/Chicago');

    const bad = await signUpWith({
      name: 'Cora Nowhere',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      timezone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^timezone: Unknown time zone/);
  });
});
