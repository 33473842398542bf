import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUp } from '../tests/support/accounts';
import { createTestApp, useTestApp } from '../tests/support/test-app';

function builtClientFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wellspring-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Wellspring</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe('error contract', () => {
  const t = useTestApp();

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await t.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route GET /api/no-such-thing' },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: '{"name": "Broken",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Malformed JSON in request body' },
    });
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: 'name=Form&email=form@example.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
  });

  it('lets body-less state changes (DELETE, sign-out) through without a content type', async () => {
    const response = await t.request('/api/no-such-thing', { method: 'DELETE' });
    expect(response.status).toBe(404);
  });

  it('answers a body over 1 MB with 413 and writes nothing', async () => {
    const email = 'huge@example.test';
    const response = await t.request('/api/auth/sign-up/email', {
      json: { name: 'x'.repeat(1024 * 1024), email, password: 'correct-horse-battery' },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email, password: 'correct-horse-battery' },
    });
    expect(signIn.status).not.toBe(200);
  });

  it('hides an unexpected failure behind a generic 500 that names the request id', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.request('/api/healers');
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const body = await response.json();
    expect(body).toEqual({
      error: {
        code: 'internal_error',
        message: `An unexpected error occurred (request id ${requestId})`,
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|closed|pool|postgres/i);
    const logged = broken.logs.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId });
    await broken.close();
  });
});

describe('request log', () => {
  const t = useTestApp();

  it('writes one line per request with method, path, status, duration and request id', async () => {
    const response = await t.request('/api/health?token=secret-value', {
      headers: { 'x-request-id': 'from-proxy-1234' },
    });
    expect(response.headers.get('x-request-id')).toBe('from-proxy-1234');
    const lines = t.logs.filter(
      (line) => line.msg === 'request' && line.requestId === 'from-proxy-1234',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
    expect(typeof lines[0]!.durationMs).toBe('number');
    expect(JSON.stringify(t.logs)).not.toContain('secret-value');
  });

  it('never logs passwords or session tokens', async () => {
    const account = await signUp(t, { password: 'a-very-private-passphrase' });
    const everything = JSON.stringify(t.logs);
    expect(everything).not.toContain('a-very-private-passphrase');
    expect(everything).not.toContain(account.cookie.split('=')[1]!.split(';')[0]!);
  });
});

describe('security headers and CSRF', () => {
  const t = useTestApp({}, { webDistDir: builtClientFixture() });

  it('puts the security baseline on API and page responses', async () => {
    for (const target of ['/api/health', '/', '/healers/some-id']) {
      const response = await t.request(target);
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp, target).toContain(directive);
      }
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('serves the client with history fallback, no-cache HTML and immutable assets', async () => {
    const page = await t.request('/healers/some-id');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await t.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('marks authenticated API answers no-store', async () => {
    const account = await signUp(t);
    const response = await t.request('/api/me', { cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses state-changing requests from another origin, or with cookies and no origin', async () => {
    const account = await signUp(t);
    const body = { email: account.email, password: account.password };
    const crossSite = await t.request('/api/auth/sign-in/email', {
      json: body,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('forbidden_origin');
    const noOrigin = await t.request('/api/auth/sign-out', {
      json: {},
      origin: null,
      cookie: account.cookie,
    });
    expect(noOrigin.status).toBe(403);
    // The session survived both attempts.
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
    const sameOrigin = await t.request('/api/auth/sign-in/email', { json: body });
    expect(sameOrigin.status).toBe(200);
  });

  it('gives a cross-origin preflight no CORS allowance', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('HTTPS deployments', () => {
  const t = useTestApp({ APP_URL: 'https://wellspring.example' });

  it('adds HSTS when APP_URL is https', async () => {
    const response = await t.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('describes every registered API route', async () => {
    const document = await (await t.request('/api/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
        ([route, item]) =>
          Object.keys(item).map(
            (method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`,
          ),
      ),
    );
    // better-auth's endpoints and the docs themselves are mounted as wildcards/plain routes.
    const undocumented = t.app.routes
      .filter((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/auth/'))
      .filter((route) => !['/api/openapi.json', '/api/docs', '/api/*'].includes(route.path))
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
    expect(documented.has('GET /api/health')).toBe(true);
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await t.request('/api/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Wellspring API reference');
    expect(html).toContain('/api/health');
  });
});
