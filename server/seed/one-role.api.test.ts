import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom } from '../../tests/support/accounts';
import { useTestApp } from '../../tests/support/test-app';
import { pgErrorOf } from '../db/pg-error';
import { migrationsDir } from '../lib/paths';
import { DEMO_PASSWORD, demoHealers, demoPatient } from './demo-data';
import { seedDemoData } from './seed';

// One role per account (decision 016): users.role is the truth, profiles.role its copy.
describe('one role per account', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemoData(t.database.db);
  });

  async function rolesOf(email: string) {
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookiesFrom(signIn);
    const me = await (await t.request('/api/me', { cookie })).json();
    const session = await (await t.request('/api/auth/get-session', { cookie })).json();
    return {
      signIn: (await signIn.json()).user.role,
      me: me.profile.role,
      session: session.user.role,
    };
  }

  it('is healer for every demo healer in the sign-in answer, get-session and /api/me', async () => {
    for (const healer of demoHealers)
      expect(await rolesOf(healer.email), healer.email).toEqual({
        signIn: 'healer',
        me: 'healer',
        session: 'healer',
      });
    expect(await rolesOf(demoPatient.email)).toEqual({
      signIn: 'patient',
      me: 'patient',
      session: 'patient',
    });
  });

  it('cannot disagree: the profile refuses another role, and follows the user', async () => {
    const { db } = t.database;
    // A healer without the Verified badge: only healers may be verified (a role change of a
    // verified healer is refused until the verification is withdrawn, migration 0014).
    const email = demoHealers.find((healer) => healer.name === 'Amara Haddad')!.email;
    const refused = await db
      .execute(
        sql`update profiles set role = 'patient'
            where user_id = (select id from users where email = ${email})`,
      )
      .catch((error: unknown) => error);
    expect(pgErrorOf(refused)?.code).toBe('23503');

    await db.execute(sql`update users set role = 'patient' where email = ${email}`);
    const { rows } = await db.execute<{ role: string }>(
      sql`select p.role from profiles p join users u on u.id = p.user_id where u.email = ${email}`,
    );
    expect(rows).toEqual([{ role: 'patient' }]);
    await db.execute(sql`update users set role = 'healer' where email = ${email}`);
  });

  it("migration 0008 gives each user its profile's role (rows seeded before the fix)", async () => {
    const { db } = t.database;
    const email = demoHealers[1]!.email;
    const backfill = readFileSync(
      path.join(migrationsDir, '0008_one_role_per_account.sql'),
      'utf8',
    );
    await db.transaction(async (tx) => {
      // The state the old seed left: the user a patient, the profile a healer.
      await tx.execute(sql`alter table profiles drop constraint profiles_user_role_fk`);
      await tx.execute(sql`update users set role = 'patient' where email = ${email}`);
      await tx.execute(sql.raw(backfill));
      await tx.execute(
        sql`alter table profiles add constraint profiles_user_role_fk foreign key (user_id, role)
            references users (id, role) on delete cascade on update cascade`,
      );
    });
    expect(await rolesOf(email)).toEqual({ signIn: 'healer', me: 'healer', session: 'healer' });
  });
});
