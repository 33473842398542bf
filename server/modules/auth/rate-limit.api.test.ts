import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../tests/support/accounts';
import { TEST_ORIGIN, uniqueIp, useTestApp } from '../../../tests/support/test-app';
import { rateLimits } from '../../db/schema';
import { consumeAttempt } from './rate-limit';

const LIMITED = {
  error: {
    code: 'rate_limited',
    message: 'Too many attempts. Please wait a minute and try again.',
  },
};

describe('rate limits (per email and per IP, counted in the database)', () => {
  const t = useTestApp({ RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_PER_IP: '5' });

  const signInAs = (email: string, ip?: string) =>
    t.request('/api/auth/sign-in/email', { json: { email, password: 'wrong-password' }, ip });

  it('limits sign-in attempts per email, whichever IP they come from', async () => {
    const account = await signUp(t);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signInAs(account.email)).status).toBe(401);
    const limited = await signInAs(account.email);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(LIMITED);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(right.status).toBe(429);
    // Another email is unaffected.
    expect((await signInAs(uniqueEmail())).status).toBe(401);
  });

  it('limits sign-in attempts per IP across emails', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signInAs(uniqueEmail(), ip)).status).toBe(401);
    expect((await signInAs(uniqueEmail(), ip)).status).toBe(429);
    expect((await signInAs(uniqueEmail(), uniqueIp())).status).toBe(401);
  });

  it('limits sign-up per IP and per email', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail();
    const body = (address: string) => ({
      name: 'Rate Test',
      email: address,
      password: 'correct-horse-battery',
    });
    expect((await t.request('/api/auth/sign-up/email', { json: body(email), ip })).status).toBe(
      200,
    );
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await t.request('/api/auth/sign-up/email', { json: body(email) })).status).toBe(409);
    expect((await t.request('/api/auth/sign-up/email', { json: body(email) })).status).toBe(429);
    for (let attempt = 0; attempt < 4; attempt++)
      await t.request('/api/auth/sign-up/email', { json: body(uniqueEmail()), ip });
    const limited = await t.request('/api/auth/sign-up/email', { json: body(uniqueEmail()), ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(LIMITED);
  });

  it('limits password-reset requests per email and reset attempts per IP', async () => {
    const email = uniqueEmail();
    const ask = () =>
      t.request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(LIMITED);

    const ip = uniqueIp();
    const reset = () =>
      t.request('/api/auth/reset-password', {
        json: { token: 'guessed-token-value', newPassword: 'another-long-password' },
        ip,
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(429);
  });

  it('keeps counters in the rate_limits table, emails only as hashes', async () => {
    const email = uniqueEmail('hashed');
    await signInAs(email);
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.some((row) => row.key.startsWith('sign-in:email:'))).toBe(true);
    expect(rows.some((row) => row.key.includes(email))).toBe(false);
  });

  it('counts concurrent attempts exactly and opens a new window when the old one ends', async () => {
    const key = `test:${uniqueEmail()}`;
    const now = Date.now();
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, () => consumeAttempt(t.database.db, key, 5, 60_000, now)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(verdicts.find((verdict) => !verdict.allowed)?.retryAfterSeconds).toBe(60);
    const later = await consumeAttempt(t.database.db, key, 5, 60_000, now + 60_001);
    expect(later.allowed).toBe(true);
  });
});

describe('the client IP without TRUST_PROXY', () => {
  const t = useTestApp({ TRUST_PROXY: 'false', RATE_LIMIT_PER_IP: '3' });

  it('ignores X-Forwarded-For: changing it does not escape the per-IP limit', async () => {
    const attempt = (ip: string) =>
      t.request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail(), password: 'wrong-password' },
        ip,
      });
    for (let index = 0; index < 3; index++) expect((await attempt(uniqueIp())).status).toBe(401);
    expect((await attempt(uniqueIp())).status).toBe(429);
  });

  it('uses the socket address of a real HTTP connection', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: TEST_ORIGIN,
          'x-forwarded-for': '203.0.113.9',
        },
        body: JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' }),
      });
      expect(response.status).toBe(401);
      const keys = (await t.database.db.select().from(rateLimits)).map((row) => row.key);
      expect(keys).toContain('sign-in:ip:127.0.0.1');
      expect(keys.some((key) => key.includes('203.0.113.9'))).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
