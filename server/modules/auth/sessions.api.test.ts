import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../tests/support/accounts';
import { sessionRows } from '../../../tests/support/sessions';
import { countQueries } from '../../../tests/support/query-counter';
import { useTestApp } from '../../../tests/support/test-app';
import { sessions } from '../../db/schema';
import { sessionExpiry } from './session-policy';

const MINUTE = 60_000;

describe('session idle timeout and absolute lifetime', () => {
  const t = useTestApp({ SESSION_IDLE_TIMEOUT_MINUTES: '30', SESSION_MAX_AGE_DAYS: '2' });

  const { sessionOf, backdate } = sessionRows(t);

  it('rejects and deletes a session idle for longer than the timeout, everywhere', async () => {
    const viaMe = await signUp(t);
    await backdate(viaMe.userId, { lastActiveAt: new Date(Date.now() - 31 * MINUTE) });
    expect((await t.request('/api/me', { cookie: viaMe.cookie })).status).toBe(401);
    expect(await sessionOf(viaMe.userId)).toBeUndefined();

    const viaLibrary = await signUp(t);
    await backdate(viaLibrary.userId, { lastActiveAt: new Date(Date.now() - 31 * MINUTE) });
    const session = await t.request('/api/auth/get-session', { cookie: viaLibrary.cookie });
    expect(await session.json()).toBeNull();
    expect(await sessionOf(viaLibrary.userId)).toBeUndefined();
  });

  it('keeps an active session and records activity at most once a minute', async () => {
    const account = await signUp(t);
    const quiet = new Date(Date.now() - 29 * MINUTE);
    await backdate(account.userId, { lastActiveAt: quiet });
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
    const touched = (await sessionOf(account.userId))!.lastActiveAt;
    expect(touched.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
    expect((await sessionOf(account.userId))!.lastActiveAt).toEqual(touched);
  });

  it('rejects a session older than the absolute lifetime, however active', async () => {
    const account = await signUp(t);
    await backdate(account.userId, {
      createdAt: new Date(Date.now() - 2 * 24 * 60 * MINUTE - MINUTE),
      lastActiveAt: new Date(),
    });
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
    expect(await sessionOf(account.userId)).toBeUndefined();
    // A guarded route answers the same.
    const patch = await t.request('/api/me/profile', {
      method: 'PATCH',
      json: { bio: 'x' },
      cookie: account.cookie,
    });
    expect(patch.status).toBe(401);
  });

  it('rolls a used session forward and hands the browser the renewed cookie', async () => {
    const account = await signUp(t);
    const soon = new Date(Date.now() + 60 * MINUTE);
    await backdate(account.userId, { expiresAt: soon });
    const response = await t.request('/api/me', { cookie: account.cookie });
    expect(response.status).toBe(200);
    const renewed = response.headers
      .getSetCookie()
      .find((cookie) => cookie.includes('session_token'));
    expect(renewed).toMatch(/Max-Age=\d+/);
    expect(renewed).toMatch(/HttpOnly/i);
    expect((await sessionOf(account.userId))!.expiresAt.getTime()).toBeGreaterThan(
      Date.now() + 24 * 60 * MINUTE,
    );
  });

  it('reads a live session, its user and profile in one statement', async () => {
    const account = await signUp(t);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
    let status = 0;
    const statements = await countQueries(t.database, async () => {
      status = (await t.request('/api/me', { cookie: account.cookie })).status;
    });
    expect(status).toBe(200);
    expect(statements).toBe(1);
  });

  it('treats a cookie with a wrong signature as signed out and leaves the session alone', async () => {
    const account = await signUp(t);
    const [name, value] = account.cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const forged = `${name}=${encodeURIComponent(`${token}.${flipped}`)}`;
    expect((await t.request('/api/me', { cookie: forged })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: `${name}=${token}` })).status).toBe(401);
    expect(await sessionOf(account.userId)).toBeDefined();
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
  });

  it('rejects a session past its expiry and deletes it', async () => {
    const account = await signUp(t);
    await backdate(account.userId, { expiresAt: new Date(Date.now() - MINUTE) });
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
    expect(await sessionOf(account.userId)).toBeUndefined();
  });

  it('rejects a session signed out elsewhere', async () => {
    const account = await signUp(t);
    await t.database.db.delete(sessions).where(eq(sessions.userId, account.userId));
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
  });

  it('sessionExpiry names the rule that ended a session', () => {
    const env = { SESSION_IDLE_TIMEOUT_MINUTES: 30, SESSION_MAX_AGE_DAYS: 2 };
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo);
    expect(sessionExpiry({ createdAt: at(MINUTE), lastActiveAt: at(MINUTE) }, env, now)).toBe(
      undefined,
    );
    expect(
      sessionExpiry({ createdAt: at(40 * MINUTE), lastActiveAt: at(31 * MINUTE) }, env, now),
    ).toBe('idle');
    expect(
      sessionExpiry({ createdAt: at(3 * 24 * 60 * MINUTE), lastActiveAt: at(0) }, env, now),
    ).toBe('max_age');
  });
});

describe('session cookie flags behind https', () => {
  const origin = 'https://wellspring.example';
  const t = useTestApp({ APP_URL: origin });

  it('sets httpOnly, SameSite=Lax and Secure cookies when APP_URL is https', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: { name: 'Secure Cookie', email: uniqueEmail(), password: 'correct-horse-battery' },
      origin,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((header) => header.includes('session_token'));
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Secure/i);
    // The prefixed cookie is the one read back.
    const me = await t.request('/api/me', { cookie: cookie!.split(';')[0]!, origin });
    expect(me.status).toBe(200);
  });
});
