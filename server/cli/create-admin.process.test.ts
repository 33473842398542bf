import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { cookiesFrom } from '../../tests/support/accounts';
import { runAdminCreate as createAdmin } from '../../tests/support/admin-cli';
import {
  makeDataDir,
  removeDataDir,
  startAppProcess,
  type AppProcess,
} from '../../tests/support/app-process';
import { createScratchDatabase } from '../../tests/support/scratch-postgres';

const tokenIn = (output: string) => /reset-password\?token=([\w-]+)/.exec(output)?.[1];

describe('npm run admin:create', () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('creates an admin on the stopped embedded database; the link sets a password that opens /admin', async () => {
    const dataDir = makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));

    const created = await createAdmin('Ops@Example.test', { DATA_DIR: dataDir });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created the admin account ops@example.test');
    const token = tokenIn(created.stdout);
    expect(token).toBeDefined();

    const app: AppProcess = await startAppProcess({ dataDir, entry: 'source' });
    cleanups.push(() => app.stop());
    // The app holds DATA_DIR: the command says to stop it, and changes nothing.
    const refused = await createAdmin('second@example.test', { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('stop the app first');

    const post = (path: string, json: unknown, cookie?: string) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url, ...(cookie && { cookie }) },
        body: JSON.stringify(json),
      });
    const password = 'a-long-admin-passphrase';
    expect((await post('/api/auth/reset-password', { token, newPassword: password })).status).toBe(
      200,
    );
    // The link works once.
    expect((await post('/api/auth/reset-password', { token, newPassword: password })).status).toBe(
      400,
    );
    const signedIn = await post('/api/auth/sign-in/email', { email: 'ops@example.test', password });
    expect(signedIn.status).toBe(200);
    const cookie = cookiesFrom(signedIn);
    const me = await (await fetch(`${app.url}/api/me`, { headers: { cookie } })).json();
    expect(me.profile.role).toBe('admin');
    const overview = await fetch(`${app.url}/api/admin/overview`, { headers: { cookie } });
    expect(overview.status).toBe(200);
    const audit = await (await fetch(`${app.url}/api/admin/audit`, { headers: { cookie } })).json();
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 'admin.grant',
        actor_email: null,
        target_label: 'ops@example.test',
      }),
    ]);
    expect(
      (
        await fetch(`${app.url}/api/admin/users?q=second`, { headers: { cookie } }).then((r) =>
          r.json(),
        )
      ).items,
    ).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'promotes an existing account on DATABASE_URL, and only once',
    async () => {
      const scratch = await createScratchDatabase();
      cleanups.push(() => scratch.drop());
      const env = { DATABASE_URL: scratch.url };
      // A first run migrates the empty database (and creates an unrelated admin).
      expect((await createAdmin('first@example.test', env)).code).toBe(0);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      cleanups.push(() => client.end());
      await client.query(
        `insert into users (id, name, email, role) values ('healer-1', 'Hana Healer', 'hana@example.test', 'healer')`,
      );

      const promoted = await createAdmin('hana@example.test', env);
      expect(promoted.code, promoted.stderr).toBe(0);
      expect(promoted.stdout).toContain('hana@example.test (healer) is now an admin');
      expect(tokenIn(promoted.stdout)).toBeUndefined();
      const { rows } = await client.query(
        `select u.role as user_role, p.role as profile_role from users u join profiles p on p.user_id = u.id where u.id = 'healer-1'`,
      );
      expect(rows).toEqual([{ user_role: 'admin', profile_role: 'admin' }]);

      const again = await createAdmin('hana@example.test', env);
      expect(again.stdout).toContain('already an admin');
      const audit = await client.query(
        `select action, target_id, reason from admin_actions order by created_at`,
      );
      expect(audit.rows.map((row) => row.target_id)).toEqual([expect.any(String), 'healer-1']);
      expect(audit.rows[1].reason).toBe('Promoted from healer with npm run admin:create');

      const bad = await createAdmin('not-an-email', env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('is not an email address');
    },
  );
});
