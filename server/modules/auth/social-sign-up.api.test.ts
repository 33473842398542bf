import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom } from '../../../tests/support/accounts';
import { startFakeGoogle, type FakeGoogle } from '../../../tests/support/fake-google';
import { useTestApp } from '../../../tests/support/test-app';

const CLIENT_ID = 'wellspring-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-google-secret';

describe('social sign-up through a (fake) Google', () => {
  const t = useTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET });
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle(CLIENT_ID, CLIENT_SECRET);
  });
  afterAll(() => google.close());

  let people = 0;
  const person = (name = 'Robin Vale') => {
    people += 1;
    return { sub: `google-${people}-${Date.now()}`, email: `robin${people}@gmail.test`, name };
  };

  /** The whole round trip as a browser makes it; answers the callback's response. */
  async function signUpWithGoogle(
    who: ReturnType<typeof person>,
    body: Record<string, unknown>,
  ): Promise<Response> {
    const start = await t.request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/', disableRedirect: true, ...body },
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const callback = new URL(google.authorize(url, who));
    return t.request(callback.pathname + callback.search, { cookie: cookiesFrom(start) });
  }

  async function roles(cookie: string) {
    const me = await t.request('/api/me', { cookie });
    const session = await t.request('/api/auth/get-session', { cookie });
    return {
      me: (await me.json()).profile.role,
      session: (await session.json()).user.role,
    };
  }

  it('gives the new account the role chosen on the sign-up screen', async () => {
    const callback = await signUpWithGoogle(person(), { role: 'healer' });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/');
    const cookie = cookiesFrom(callback);
    expect(cookie).toContain('session_token');
    expect(await roles(cookie)).toEqual({ me: 'healer', session: 'healer' });
    expect(google.refusals).toEqual([]);
  });

  it('makes a patient when no role was chosen (the login screen)', async () => {
    const callback = await signUpWithGoogle(person(), {});
    expect(await roles(cookiesFrom(callback))).toEqual({ me: 'patient', session: 'patient' });
  });

  it('keeps the role of an existing account, whatever the screen sent', async () => {
    const who = person();
    await signUpWithGoogle(who, { role: 'patient' });
    const again = await signUpWithGoogle(who, { role: 'healer' });
    expect(again.status).toBe(302);
    expect(await roles(cookiesFrom(again))).toEqual({ me: 'patient', session: 'patient' });
  });

  it('names an account whose provider sent no name after its email', async () => {
    const who = person('');
    const callback = await signUpWithGoogle(who, { role: 'patient' });
    const me = await (await t.request('/api/me', { cookie: cookiesFrom(callback) })).json();
    expect(me.profile.usr_name).toBe(who.email.split('@')[0]);
  });

  it('refuses a role the sign-up screen does not offer, and any data of its own', async () => {
    for (const body of [{ role: 'admin' }, { role: '' }, { additionalData: { role: 'healer' } }]) {
      const response = await t.request('/api/auth/sign-in/social', {
        json: { provider: 'google', callbackURL: '/', ...body },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_request');
    }
  });

  it('records each Google sign-in as a security event of the account (its access log)', async () => {
    const who = person();
    const first = await signUpWithGoogle(who, { role: 'patient' });
    const again = await signUpWithGoogle(who, {});
    expect(again.status).toBe(302);
    const log = await t.request('/api/me/access-log?category=security', {
      cookie: cookiesFrom(again),
    });
    expect(log.status).toBe(200);
    const { items } = (await log.json()) as { items: { kind: string; actor: unknown }[] };
    expect(items.map((entry) => entry.kind)).toEqual(['sign_in', 'sign_in']);
    expect(items[0]!.actor).toMatchObject({ you: true });
    expect(cookiesFrom(first)).toContain('session_token');
  });

  it('creates nothing when the state is not the one the server handed out', async () => {
    const start = await t.request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/', disableRedirect: true, role: 'healer' },
    });
    const { url } = (await start.json()) as { url: string };
    const callback = new URL(google.authorize(url, person()));
    callback.searchParams.set('state', 'forged-state');
    const response = await t.request(callback.pathname + callback.search, {
      cookie: cookiesFrom(start),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('error=');
    expect(cookiesFrom(response)).not.toContain('session_token=');
  });
});
