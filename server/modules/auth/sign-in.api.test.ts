import { describe, expect, it } from 'vitest';
import { cookiesFrom, signIn, signUp, uniqueEmail } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';

describe('sign-in and sign-out', () => {
  const t = useTestApp();

  it('signs in with the right password and sets the session cookie', async () => {
    const account = await signUp(t, { role: 'healer' });
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(response.status).toBe(200);
    const me = await t.request('/api/me', { cookie: cookiesFrom(response) });
    expect((await me.json()).profile.role).toBe('healer');
  });

  it('treats the email case-insensitively', async () => {
    const account = await signUp(t);
    await expect(signIn(t, account.email.toUpperCase(), account.password)).resolves.toMatch(
      /session_token/,
    );
  });

  it('answers a wrong password and an unknown email alike, without console output', async () => {
    const account = await signUp(t);
    const wrong = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: 'not-the-password' },
    });
    const unknown = await t.request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail(), password: 'not-the-password' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid email or password' },
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // The library's "User not found" goes to our log, not to the console.
    expect(t.logs.some((line) => line.source === 'better-auth')).toBe(true);
  });

  it.each([
    [{ password: 'x' }, 'email: Please enter your email'],
    [{ email: 'a@b.test' }, 'password: Password is required'],
    [{ email: 'a@b.test', password: '' }, 'password: Password is required'],
    [{ email: ['a@b.test'], password: 'x' }, 'email: Please enter your email'],
  ])('refuses %j with a 400 naming the field', async (json, message) => {
    const response = await t.request('/api/auth/sign-in/email', { json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
  });

  it('refuses a sign-in posted from another site', async () => {
    const account = await signUp(t);
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden_origin');
  });

  it('signs out by deleting the session: the old cookie no longer works anywhere', async () => {
    const account = await signUp(t);
    const other = await signIn(t, account.email, account.password);
    const response = await t.request('/api/auth/sign-out', { json: {}, cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=;/);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
    const session = await t.request('/api/auth/get-session', { cookie: account.cookie });
    expect(await session.json()).toBeNull();
    // Only that device signed out.
    expect((await t.request('/api/me', { cookie: other })).status).toBe(200);
  });

  it('signs out a request with no body and no content type, as the OpenAPI document describes it', async () => {
    const account = await signUp(t);
    const response = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: account.cookie,
    });
    expect(response.status).toBe(200);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
  });

  it('answers sign-out without a session with 200 (nothing to do) and get-session with null', async () => {
    expect((await t.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const session = await t.request('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(await session.json()).toBeNull();
  });

  it('never returns the session token or password hash in a body', async () => {
    const account = await signUp(t);
    const token = decodeURIComponent(
      account.cookie.split('session_token=')[1]!.split(';')[0]!,
    ).split('.')[0]!;
    const signInResponse = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    const session = await t.request('/api/auth/get-session', { cookie: account.cookie });
    const me = await t.request('/api/me', { cookie: account.cookie });
    for (const body of [await signInResponse.text(), await session.text(), await me.text()]) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(account.password);
      expect(body).not.toMatch(/"password"|[0-9a-f]{32}:[0-9a-f]{64,}/);
    }
  });
});
