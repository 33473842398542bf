import { randomBytes } from 'node:crypto';
import type { Profile } from '../../contract/profiles';
import type { TestApp } from './test-app';

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
  name: string;
  /** The session cookie, ready for the `cookie` option of `t.request`. */
  cookie: string;
  profile: Profile;
}

let counter = 0;
/** A unique, valid email for one test account. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(4).toString('hex')}@example.test`;
}

/** The `name=value` pairs of a response's Set-Cookie headers, joined for a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Signs up through the real endpoint and returns the signed-in account. */
export async function signUp(
  t: TestApp,
  options: { role?: 'patient' | 'healer'; name?: string; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const role = options.role ?? 'patient';
  const email = options.email ?? uniqueEmail(role);
  const password = options.password ?? 'correct-horse-battery';
  const name = options.name ?? `Test ${role} ${counter}`;
  const response = await t.request('/api/auth/sign-up/email', {
    json: { name, email, password, role },
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = cookiesFrom(response);
  const me = await t.request('/api/me', { cookie });
  if (me.status !== 200) throw new Error(`/api/me after sign-up failed: ${me.status}`);
  const { user, profile } = (await me.json()) as { user: { id: string }; profile: Profile };
  return { userId: user.id, email, password, name, cookie, profile };
}

/** Signs in through the real endpoint and returns the session cookie. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.request('/api/auth/sign-in/email', { json: { email, password } });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookiesFrom(response);
}
