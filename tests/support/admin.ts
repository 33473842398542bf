import { grantAdmin } from '../../server/modules/admin/grant-admin';
import { signUp, type TestAccount } from './accounts';
import type { TestApp } from './test-app';

/** A signed-in admin: an account signed up as a patient, promoted as admin:create does. */
export async function signUpAdmin(t: TestApp): Promise<TestAccount> {
  const account = await signUp(t, { name: 'Ada Admin' });
  await grantAdmin(t.database.db, t.services.auth, account.email);
  return { ...account, profile: { ...account.profile, role: 'admin' } };
}
