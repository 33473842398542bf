import { describe, expect, it } from 'vitest';
import { cookiesFrom, signUp, type TestAccount } from '../../../tests/support/accounts';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Session, SessionList } from '@contract/privacy';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Signs the account in again from another device: a second session with its own cookie. */
async function signInFrom(t: TestApp, account: TestAccount, userAgent: string, ip: string) {
  const response = await t.request('/api/auth/sign-in/email', {
    json: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    ip,
  });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

async function listSessions(t: TestApp, cookie: string) {
  const response = await t.request('/api/me/sessions', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as SessionList).items;
}

describe('GET /api/me/sessions, DELETE /api/me/sessions/:id and DELETE /api/me/sessions', () => {
  const t = useTestApp();

  it('lists the caller’s sessions with device, IP and last activity, the current one marked, never a token', async () => {
    const account = await signUp(t);
    const phone = await signInFrom(t, account, SAFARI_IPHONE, '10.20.30.40');
    const laptop = await signInFrom(t, account, FIREFOX_LINUX, '10.20.30.41');
    const response = await t.request('/api/me/sessions', { cookie: laptop });
    const text = await response.text();
    const items = (JSON.parse(text) as SessionList).items;
    expect(items).toHaveLength(3);
    const current = items.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Firefox on Linux', ip_address: '10.20.30.41' });
    expect(items.find((session) => session.ip_address === '10.20.30.40')?.device).toBe(
      'Safari on iOS',
    );
    for (const session of items) {
      expect(Object.keys(session).sort()).toEqual(
        ['created_at', 'current', 'device', 'id', 'ip_address', 'last_active_at'].sort(),
      );
      expect(Date.parse(session.last_active_at)).toBeGreaterThan(Date.now() - 60_000);
    }
    // No cookie's token appears in the answer.
    for (const cookie of [account.cookie, phone, laptop]) {
      const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
      expect(text).not.toContain(token);
    }
  });

  it('revoking a session ends its cookie at once and leaves the others signed in', async () => {
    const account = await signUp(t);
    const phone = await signInFrom(t, account, SAFARI_IPHONE, '10.20.31.1');
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(200);
    const phoneSession = (await listSessions(t, phone)).find((session) => session.current)!;

    const revoked = await t.request(`/api/me/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      cookie: account.cookie,
    });
    expect(revoked.status).toBe(204);
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401);
    expect((await t.request('/api/me/sessions', { cookie: phone })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
    expect((await listSessions(t, account.cookie)).map((s) => s.id)).not.toContain(phoneSession.id);
    // Gone: a second revoke is 404.
    const again = await t.request(`/api/me/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      cookie: account.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('signs out everywhere else, keeping only the current session', async () => {
    const account = await signUp(t);
    const phone = await signInFrom(t, account, SAFARI_IPHONE, '10.20.32.1');
    const laptop = await signInFrom(t, account, FIREFOX_LINUX, '10.20.32.2');
    const response = await t.request('/api/me/sessions', { method: 'DELETE', cookie: laptop });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: 2 });
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(401);
    const left: Session[] = await listSessions(t, laptop);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it('answers 404 for another user’s session (same role or other role) and leaves it alone', async () => {
    const owner = await signUp(t);
    const ownerSession = (await listSessions(t, owner.cookie))[0]!;
    const stranger = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    for (const caller of [stranger, healer]) {
      const response = await t.request(`/api/me/sessions/${ownerSession.id}`, {
        method: 'DELETE',
        cookie: caller.cookie,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
      // Their own list never shows it.
      expect((await listSessions(t, caller.cookie)).map((s) => s.id)).not.toContain(
        ownerSession.id,
      );
    }
    // Signing out everywhere else ends only the caller's own sessions.
    await t.request('/api/me/sessions', { method: 'DELETE', cookie: stranger.cookie });
    expect((await t.request('/api/me', { cookie: owner.cookie })).status).toBe(200);
  });

  it('answers 401 to anonymous callers and 400 to a malformed id, ending nothing', async () => {
    const account = await signUp(t);
    const [session] = await listSessions(t, account.cookie);
    expect((await t.request('/api/me/sessions')).status).toBe(401);
    expect((await t.request('/api/me/sessions', { method: 'DELETE' })).status).toBe(401);
    const anonymous = await t.request(`/api/me/sessions/${session!.id}`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    const bad = await t.request(`/api/me/sessions/${'x'.repeat(101)}`, {
      method: 'DELETE',
      cookie: account.cookie,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_request' } });
    expect(await listSessions(t, account.cookie)).toHaveLength(1);
  });
});
