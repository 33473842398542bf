import { describe, expect, it } from 'vitest';
import { cookiesFrom, signUp, type TestAccount } from '../../../tests/support/accounts';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { codeOf, enrolTotp } from '../../../tests/support/two-factor';

/** A password sign-in that stops at the code step: the two-factor cookie. */
async function passwordStep(t: TestApp, account: TestAccount, ip?: string) {
  const response = await t.request('/api/auth/sign-in/email', {
    json: { email: account.email, password: account.password },
    ip,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  const cookie = cookiesFrom(response);
  expect(cookie).toContain('two_factor');
  expect(cookie).not.toMatch(/session_token=[^;]+\./);
  return cookie;
}

describe('two-factor authentication (TOTP and backup codes)', () => {
  const t = useTestApp();

  it('enrols with a QR code URI and ten backup codes, then asks for the code at sign-in', async () => {
    const account = await signUp(t);
    const { totpURI } = await enrolTotp(t, account);
    const pending = await passwordStep(t, account);
    // Without the code there is no session.
    expect((await t.request('/api/me', { cookie: pending })).status).toBe(401);
    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: pending,
      json: { code: '000000' },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(await wrong.json()).toHaveProperty('error.code');
    const right = await t.request('/api/auth/two-factor/verify-totp', {
      cookie: pending,
      json: { code: await codeOf(totpURI) },
    });
    expect(right.status).toBe(200);
    expect(JSON.stringify(await right.json())).not.toContain('"token"');
    const signedIn = cookiesFrom(right);
    expect((await t.request('/api/me', { cookie: signedIn })).status).toBe(200);
    const log = (await (
      await t.request('/api/me/access-log?category=security', { cookie: signedIn })
    ).json()) as { items: Array<{ kind: string }> };
    expect(log.items.map((entry) => entry.kind)).toEqual(['sign_in', 'two_factor_enabled']);
  });

  it('a backup code signs in once only', async () => {
    const account = await signUp(t);
    const { backupCodes } = await enrolTotp(t, account);
    const first = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(t, account),
      json: { code: backupCodes[0] },
    });
    expect(first.status).toBe(200);
    expect((await t.request('/api/me', { cookie: cookiesFrom(first) })).status).toBe(200);
    const again = await t.request('/api/auth/two-factor/verify-backup-code', {
      cookie: await passwordStep(t, account),
      json: { code: backupCodes[0] },
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(cookiesFrom(again)).not.toMatch(/session_token=[^;]+\./);
  });

  it('answers 429 to a brute force on the code step', async () => {
    const account = await signUp(t);
    await enrolTotp(t, account);
    const pending = await passwordStep(t, account);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await t.request('/api/auth/two-factor/verify-totp', {
        cookie: pending,
        json: { code: String(100000 + i) },
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status !== 200)).toBe(true);
  });

  it('disables with the password and a code; enrolment needs a session and the password', async () => {
    const account = await signUp(t);
    const anonymous = await t.request('/api/auth/two-factor/enable', {
      json: { password: account.password },
    });
    expect(anonymous.status).toBe(401);
    const wrongPassword = await t.request('/api/auth/two-factor/enable', {
      cookie: account.cookie,
      json: { password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);
    const missing = await t.request('/api/auth/two-factor/enable', {
      cookie: account.cookie,
      json: {},
    });
    expect(missing.status).toBe(400);
    const { cookie, totpURI } = await enrolTotp(t, account);
    const disabled = await t.request('/api/auth/two-factor/disable', {
      cookie,
      json: { password: account.password, code: await codeOf(totpURI) },
    });
    expect(disabled.status).toBe(200);
    const plain = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    });
    expect(plain.status).toBe(200);
    expect(await plain.json()).not.toHaveProperty('twoFactorRedirect');
  });
});

describe('REQUIRE_HEALER_2FA=true', () => {
  const t = useTestApp({ REQUIRE_HEALER_2FA: 'true' });

  it('keeps a healer out of their own routes until two-factor is on; patients are not asked', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const refused = await t.request('/api/me/availability', { cookie: healer.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'two_factor_required' } });
    const { cookie } = await enrolTotp(t, healer);
    expect((await t.request('/api/me/availability', { cookie })).status).toBe(200);
    const patient = await signUp(t);
    expect((await t.request('/api/me/medications', { cookie: patient.cookie })).status).toBe(200);
  });
});
