import { describe, expect, it } from 'vitest';
import { cookiesFrom, signUp, type TestAccount } from '../../../tests/support/accounts';
import { SoftwareAuthenticator } from '../../../tests/support/passkey-authenticator';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';

const PASSKEY = '/api/auth/passkey';

/** Cookies of a later answer replace the earlier ones of the same name. */
function mergeCookies(...cookies: string[]) {
  const jar = new Map<string, string>();
  for (const pair of cookies.flatMap((cookie) => cookie.split('; ')).filter(Boolean))
    jar.set(pair.split('=')[0]!, pair);
  return [...jar.values()].join('; ');
}

async function addPasskey(t: TestApp, account: TestAccount, name: string) {
  const authenticator = new SoftwareAuthenticator('localhost', t.env.APP_URL);
  const options = await t.request(`${PASSKEY}/generate-register-options`, {
    cookie: account.cookie,
  });
  expect(options.status).toBe(200);
  const creation = (await options.json()) as {
    challenge: string;
    rp: { id: string; name: string };
  };
  expect(creation.rp).toEqual({ id: 'localhost', name: 'Wellspring' });
  const verified = await t.request(`${PASSKEY}/verify-registration`, {
    cookie: mergeCookies(account.cookie, cookiesFrom(options)),
    json: { response: authenticator.register(creation), name },
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return { authenticator, passkey: (await verified.json()) as Record<string, unknown> };
}

async function signInWith(t: TestApp, authenticator: SoftwareAuthenticator) {
  const options = await t.request(`${PASSKEY}/generate-authenticate-options`);
  expect(options.status).toBe(200);
  const request = (await options.json()) as { challenge: string; rpId: string };
  expect(request.rpId).toBe('localhost');
  return t.request(`${PASSKEY}/verify-authentication`, {
    cookie: cookiesFrom(options),
    json: { response: authenticator.authenticate(request) },
  });
}

async function securityKinds(t: TestApp, cookie: string) {
  const log = await t.request('/api/me/access-log?category=security', { cookie });
  const { items } = (await log.json()) as { items: { kind: string }[] };
  return items.map((entry) => entry.kind);
}

describe('passkeys (decision 069)', () => {
  const t = useTestApp();

  it('adds a named passkey, then signs in with it alone; both are security events', async () => {
    const account = await signUp(t);
    const { authenticator, passkey } = await addPasskey(t, account, 'My laptop');
    expect(Object.keys(passkey).sort()).toEqual(['backed_up', 'created_at', 'id', 'name']);
    expect(passkey).toMatchObject({ name: 'My laptop', backed_up: false });

    const list = await t.request(`${PASSKEY}/list-user-passkeys`, { cookie: account.cookie });
    expect(await list.json()).toEqual([passkey]);

    const signedIn = await signInWith(t, authenticator);
    expect(signedIn.status).toBe(200);
    const answer = await signedIn.json();
    expect(answer.user).toMatchObject({ id: account.userId, email: account.email });
    expect(JSON.stringify(answer)).not.toMatch(/token|publicKey/);
    const cookie = cookiesFrom(signedIn);
    expect(cookie).toContain('session_token');
    const me = await t.request('/api/me', { cookie });
    expect((await me.json()).user.id).toBe(account.userId);
    expect(await securityKinds(t, cookie)).toEqual(['sign_in', 'passkey_added']);
  });

  it('refuses an unknown passkey, a replayed ceremony and a sign-in without one', async () => {
    const stranger = new SoftwareAuthenticator('localhost', t.env.APP_URL);
    const unknown = await signInWith(t, stranger);
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error.code).toBe('passkey_failed');

    const account = await signUp(t);
    const { authenticator } = await addPasskey(t, account, 'Phone');
    const options = await t.request(`${PASSKEY}/generate-authenticate-options`);
    const request = (await options.json()) as { challenge: string };
    const body = { response: authenticator.authenticate(request) };
    const first = await t.request(`${PASSKEY}/verify-authentication`, {
      cookie: cookiesFrom(options),
      json: body,
    });
    expect(first.status).toBe(200);
    const replay = await t.request(`${PASSKEY}/verify-authentication`, {
      cookie: cookiesFrom(options),
      json: body,
    });
    expect(replay.status).toBe(400);
    expect((await replay.json()).error.code).toBe('passkey_failed');
    const noCeremony = await t.request(`${PASSKEY}/verify-authentication`, { json: body });
    expect(noCeremony.status).toBe(400);
    const malformed = await t.request(`${PASSKEY}/verify-authentication`, {
      json: { response: 'nope' },
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('invalid_request');
  });

  it('refuses anonymous callers everything but the sign-in ceremony', async () => {
    const anonymous = [
      t.request(`${PASSKEY}/generate-register-options`),
      t.request(`${PASSKEY}/verify-registration`, { json: { response: {}, name: 'x' } }),
      t.request(`${PASSKEY}/list-user-passkeys`),
      t.request(`${PASSKEY}/update-passkey`, { json: { id: 'x', name: 'y' } }),
      t.request(`${PASSKEY}/delete-passkey`, { json: { id: 'x' } }),
    ];
    for (const response of await Promise.all(anonymous)) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    }
    // The library's own passkey-first sign-up (a `context` query) is not offered.
    const account = await signUp(t);
    const withQuery = await t.request(`${PASSKEY}/generate-register-options?context=signup`, {
      cookie: account.cookie,
    });
    expect(withQuery.status).toBe(400);
    expect((await t.request(`${PASSKEY}/generate-authenticate-options?x=1`)).status).toBe(400);
  });

  it("renames and removes only the user's own passkeys (someone else's is not found)", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { passkey } = await addPasskey(t, owner, 'Old name');
    const id = passkey.id as string;
    for (const [path, json] of [
      ['update-passkey', { id, name: 'Mine now' }],
      ['delete-passkey', { id }],
    ] as const) {
      const refused = await t.request(`${PASSKEY}/${path}`, { cookie: other.cookie, json });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe('not_found');
    }
    const renamed = await t.request(`${PASSKEY}/update-passkey`, {
      cookie: owner.cookie,
      json: { id, name: '  Work laptop ' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, name: 'Work laptop' });
    const tooLong = await t.request(`${PASSKEY}/update-passkey`, {
      cookie: owner.cookie,
      json: { id, name: 'x'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
    const removed = await t.request(`${PASSKEY}/delete-passkey`, {
      cookie: owner.cookie,
      json: { id },
    });
    expect(removed.status).toBe(200);
    const list = await t.request(`${PASSKEY}/list-user-passkeys`, { cookie: owner.cookie });
    expect(await list.json()).toEqual([]);
    expect(await securityKinds(t, owner.cookie)).toEqual(['passkey_removed', 'passkey_added']);
  });
});
