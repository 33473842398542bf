import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { devOutbox, users } from '../../server/db/schema';
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
  options: {
    role?: 'patient' | 'healer';
    name?: string;
    email?: string;
    password?: string;
    /**
     * Confirms the address as its emailed link would (a fixture: set in the database), so a
     * healer can be listed (decision 068). Default true; false keeps it unconfirmed.
     */
    verified?: boolean;
  } = {},
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
  const { user: created } = (await response.clone().json()) as { user: { id: string } };
  if (options.verified ?? true) {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, created.id));
    // The sign-up's "Confirm your email" job may have run before that (then it mailed) or after
    // (then it did not): let it finish, and take a mailed one out of the dev outbox, so a test reads
    // the same outbox either way, as if the account had been confirmed before any mail.
    await t.settle();
    await t.database.db
      .delete(devOutbox)
      .where(and(eq(devOutbox.to, email), eq(devOutbox.subject, 'Confirm your email')));
  }
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
