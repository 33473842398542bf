import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn, signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { healerWithWeek } from '../../../tests/support/booking';
import { pngImage } from '../../../tests/support/images';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { notifications, profiles, storedFiles } from '../../db/schema';

const uniqueName = (role: string) => `Zephyr ${role} ${randomBytes(4).toString('hex')}`;

async function requestDeletion(t: TestApp, account: TestAccount, password = account.password) {
  return t.request('/api/me/delete', { cookie: account.cookie, json: { password } });
}

async function isListed(t: TestApp, healerId: string) {
  return (await t.request(`/api/healers/${healerId}`)).status === 200;
}

async function dueOf(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select({ due: profiles.deletionDueAt, deleted: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row!;
}

describe('account deletion: the request and its grace period', () => {
  const t = useTestApp({ ACCOUNT_DELETION_GRACE_HOURS: '168' });

  it('refuses a wrong or missing password and anonymous callers, and changes nothing', async () => {
    const account = await signUp(t);
    const wrong = await requestDeletion(t, account, 'not-my-password');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password' } });
    const missing = await t.request('/api/me/delete', { cookie: account.cookie, json: {} });
    expect(missing.status).toBe(400);
    const anonymous = await t.request('/api/me/delete', { json: { password: 'whatever' } });
    expect(anonymous.status).toBe(401);
    expect((await dueOf(t, account.userId)).due).toBeNull();
    expect((await t.request('/api/me', { cookie: account.cookie })).status).toBe(200);
  });

  it('schedules the deletion in 7 days, signs out everywhere, hides a healer at once; a sign-in cancels', async () => {
    const healer = await healerWithWeek(t, { name: uniqueName('healer') });
    const phone = await signIn(t, healer.email, healer.password);
    expect(await isListed(t, healer.userId)).toBe(true);

    const response = await requestDeletion(t, healer);
    expect(response.status).toBe(202);
    const { deletion_due_at } = (await response.json()) as { deletion_due_at: string };
    const days = (Date.parse(deletion_due_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    for (const cookie of [healer.cookie, phone])
      expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect(await isListed(t, healer.userId)).toBe(false);
    const directory = await (await t.request('/api/healers?limit=100')).text();
    expect(directory).not.toContain(healer.userId);
    await t.settle();
    expect((await dueOf(t, healer.userId)).deleted).toBeNull();

    const cookie = await signIn(t, healer.email, healer.password);
    expect((await dueOf(t, healer.userId)).due).toBeNull();
    expect(await isListed(t, healer.userId)).toBe(true);
    const log = await (await t.request('/api/me/access-log?category=security', { cookie })).json();
    expect((log as { items: Array<{ kind: string }> }).items.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['deletion_requested', 'deletion_cancelled']),
    );
  });
});

describe('account deletion: the erasure after the grace period', () => {
  const t = useTestApp({ ACCOUNT_DELETION_GRACE_HOURS: '0' });

  it('leaves no personal field of the user in any table, while the counterpart still reads their history', async () => {
    const patient = await signUp(t, { role: 'patient', name: uniqueName('patient') });
    const healer = await healerWithWeek(t, { name: uniqueName('healer') });
    const form = new FormData();
    form.set('file', new File([new Uint8Array(await pngImage())], 'me.png'));
    const avatar = await t.request('/api/me/avatar', {
      method: 'POST',
      body: form,
      cookie: patient.cookie,
    });
    expect(avatar.status).toBe(200);
    const patch = await t.request('/api/me/profile', {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { bio: `About ${patient.name}`, location: 'Lisbon' },
    });
    expect(patch.status).toBe(200);
    const chat = await t.request('/api/chats', {
      cookie: patient.cookie,
      json: { participant_id: healer.userId, content: 'Thank you for the session' },
    });
    const { id: chatId } = (await chat.json()) as { id: string };
    const reply = await t.request(`/api/chats/${chatId}/messages`, {
      cookie: healer.cookie,
      json: { content: 'Take care' },
    });
    expect(reply.status).toBe(201);
    const past = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      status: 'completed',
    });
    const future = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    await t.database.db.insert(notifications).values({
      userId: healer.userId,
      type: 'appointment.booked',
      title: `${patient.name} booked a session`,
      body: `${patient.name} booked Test session.`,
    });
    await t.request('/api/me/export', { method: 'POST', cookie: patient.cookie });
    await t.settle();

    expect((await requestDeletion(t, patient)).status).toBe(202);
    await t.settle();
    expect((await dueOf(t, patient.userId)).deleted).not.toBeNull();

    // Every text column of every table: neither the email nor the name.
    const columns = await t.database.db.execute<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables tb
          on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'ARRAY', 'json', 'jsonb')`);
    expect(columns.rows.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      const hits = await t.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table_name)}
         where ${sql.identifier(column_name)}::text ilike ${`%${patient.email}%`}
            or ${sql.identifier(column_name)}::text ilike ${`%${patient.name}%`}`);
      if (hits.rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
    expect(
      await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, patient.userId)),
    ).toEqual([]);

    // The counterpart keeps the history, with the patient shown as "Deleted user".
    const history = await t.request(`/api/appointments/${past.id}`, { cookie: healer.cookie });
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('Deleted user');
    const messages = await t.request(`/api/chats/${chatId}/messages`, { cookie: healer.cookie });
    expect(messages.status).toBe(200);
    const text = await messages.text();
    expect(text).toContain('Thank you for the session');
    expect(text).toContain('Take care');
    // The future session is cancelled and the healer told.
    const cancelled = await t.request(`/api/appointments/${future.id}`, {
      cookie: healer.cookie,
    });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    const notices = await (await t.request('/api/notifications', { cookie: healer.cookie })).text();
    expect(notices).toContain('Deleted user');
    // The account cannot sign in any more.
    const signInAgain = await t.request('/api/auth/sign-in/email', {
      json: { email: patient.email, password: patient.password },
    });
    expect(signInAgain.status).toBe(401);
  });
});
