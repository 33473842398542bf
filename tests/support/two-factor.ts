import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { expect } from 'vitest';
import { cookiesFrom } from './accounts';
import type { TestApp } from './test-app';

/** The current code of the authenticator app set up from this otpauth:// URI. */
export function codeOf(totpURI: string): Promise<string> {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).totp();
}

/**
 * Enrols the account in two-factor as the Security card does: enable with the password (the
 * otpauth:// URI and ten backup codes), confirm with a first code. The answer's cookie replaces
 * the session's when the library sends one.
 */
export async function enrolTotp(t: TestApp, account: { cookie: string; password: string }) {
  const enabled = await t.request('/api/auth/two-factor/enable', {
    cookie: account.cookie,
    json: { password: account.password },
  });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Wellspring:/);
  expect(backupCodes).toHaveLength(10);
  const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
    cookie: account.cookie,
    json: { code: await codeOf(totpURI) },
  });
  expect(confirmed.status).toBe(200);
  return { totpURI, backupCodes, cookie: cookiesFrom(confirmed) || account.cookie };
}
