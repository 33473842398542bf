import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

describe('social sign-in when not configured', () => {
  const t = useTestApp();

  it('reports no providers', async () => {
    const response = await t.request('/api/auth-providers');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ google: false, apple: false });
  });

  it('refuses a sign-in with a provider that is not enabled, in words for a toast', async () => {
    const google = await t.request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/' },
    });
    expect(google.status).toBe(400);
    expect(await google.json()).toEqual({
      error: {
        code: 'provider_not_enabled',
        message: 'Google sign-in is not enabled on this server',
      },
    });
    const apple = await t.request('/api/auth/sign-in/social', { json: { provider: 'apple' } });
    expect((await apple.json()).error.message).toBe('Apple sign-in is not enabled on this server');
    const other = await t.request('/api/auth/sign-in/social', { json: { provider: 'github' } });
    expect(other.status).toBe(400);
  });
});

describe('social sign-in when Google is configured', () => {
  const t = useTestApp({
    GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
  });

  it('reports Google and hands out the Google authorization URL', async () => {
    expect(await (await t.request('/api/auth-providers')).json()).toEqual({
      google: true,
      apple: false,
    });
    const response = await t.request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: '/patient-dashboard' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; redirect: boolean };
    const url = new URL(body.url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/callback/google',
    );
    expect(JSON.stringify(body)).not.toContain('test-client-secret');
  });

  it('refuses a callback URL on another site', async () => {
    const response = await t.request('/api/auth/sign-in/social', {
      json: { provider: 'google', callbackURL: 'https://evil.example/' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'callbackURL: must be a path on this site, such as /patient-dashboard',
      },
    });
  });
});

describe('social sign-in when Apple is configured', () => {
  const t = useTestApp({
    APPLE_CLIENT_ID: 'com.wellspring.test',
    APPLE_CLIENT_SECRET: 'apple-secret',
  });

  it("accepts Apple's cross-site form post at the callback and lets the library check its state", async () => {
    const response = await t.request('/api/auth/callback/apple', {
      method: 'POST',
      body: new URLSearchParams({ state: 'forged-state', code: 'x' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      origin: 'https://appleid.apple.com',
    });
    // Not our CSRF guard's 403/415: the library answers, redirecting to its error page.
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith('http://localhost:3000/')).toBe(true);
    const me = await t.request('/api/me');
    expect(me.status).toBe(401);
  });
});
