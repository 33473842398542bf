import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccessLogEntry, AccessLogPage } from '@contract/privacy';
import { cookiesFrom, signIn, signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { accessLog } from '../../db/schema';
import { runMaintenance } from '../maintenance/run-maintenance';
import { recordAccess } from './access-log';

const DAY = 86_400_000;

async function logOf(t: TestApp, account: TestAccount, query = ''): Promise<AccessLogEntry[]> {
  const response = await t.request(`/api/me/access-log${query}`, { cookie: account.cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as AccessLogPage).items;
}

async function pairWithChat(t: TestApp) {
  const patient = await signUp(t, { role: 'patient' });
  const healer = await signUp(t, { role: 'healer' });
  const chat = await t.request('/api/chats', {
    cookie: patient.cookie,
    json: { participant_id: healer.userId, content: 'My back hurts' },
  });
  expect(chat.status).toBe(201);
  const { id } = (await chat.json()) as { id: string };
  return { patient, healer, chatId: id };
}

describe('the access log (GET /api/me/access-log)', () => {
  const t = useTestApp({ ACCESS_LOG_RETENTION_DAYS: '30' });

  it('records a healer reading a patient’s appointment: who, what, which, when, from where', async () => {
    const patient = await signUp(t, { role: 'patient' });
    const healer = await signUp(t, { role: 'healer' });
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
    });
    const read = await t.request(`/api/appointments/${appointment.id}`, {
      cookie: healer.cookie,
      ip: '10.77.0.1',
    });
    expect(read.status).toBe(200);
    const [entry, ...rest] = await logOf(t, patient, '?category=access');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'appointment.read',
      category: 'access',
      actor: { id: healer.userId, name: healer.name, you: false },
      resource_type: 'appointment',
      resource_id: appointment.id,
      ip_address: '10.77.0.1',
    });
    expect(Date.parse(entry!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // The patient reading their own appointment is not an access by someone else.
    await t.request(`/api/appointments/${appointment.id}`, { cookie: patient.cookie });
    expect(await logOf(t, patient, '?category=access')).toHaveLength(1);
    // The healer's own log holds none of it.
    expect(await logOf(t, healer, '?category=access')).toEqual([]);
  });

  it('records a healer reading a conversation with a patient, once per five minutes', async () => {
    const { patient, healer, chatId } = await pairWithChat(t);
    for (let i = 0; i < 3; i++) {
      const read = await t.request(`/api/chats/${chatId}/messages`, { cookie: healer.cookie });
      expect(read.status).toBe(200);
    }
    await t.request(`/api/chats/${chatId}/messages`, { cookie: patient.cookie });
    const entries = await logOf(t, patient, '?category=access');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'chat.read',
      actor: { id: healer.userId },
      resource_type: 'chat',
      resource_id: chatId,
    });
    expect(await logOf(t, healer, '?category=access')).toEqual([]);
  });

  it('records sign-ins, failed sign-ins and password changes as security events', async () => {
    const account = await signUp(t);
    const wrong = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: 'not-the-password' },
      ip: '10.77.1.1',
    });
    expect(wrong.status).toBe(401);
    const cookie = await signIn(t, account.email, account.password);
    const changed = await t.request('/api/auth/change-password', {
      cookie,
      json: { currentPassword: account.password, newPassword: 'a-much-better-passphrase' },
    });
    expect(changed.status).toBe(200);
    // The change ends every other session and hands this one a fresh cookie.
    const me = { ...account, cookie: cookiesFrom(changed) || cookie };
    const events = await logOf(t, me, '?category=security');
    expect(events.map((event) => event.kind)).toEqual([
      'password_change',
      'sign_in',
      'sign_in_failed',
    ]);
    expect(events[2]).toMatchObject({ actor: null, ip_address: '10.77.1.1' });
    expect(events[1]!.actor).toMatchObject({ id: account.userId, you: true });
    // Both lists together, newest first.
    expect((await logOf(t, me)).map((event) => event.kind)).toEqual(
      events.map((event) => event.kind),
    );
    // A failed sign-in with an unknown email writes nothing.
    const before = await t.database.db.select().from(accessLog);
    await t.request('/api/auth/sign-in/email', {
      json: { email: 'nobody-here@example.test', password: 'whatever-it-is' },
    });
    expect(await t.database.db.select().from(accessLog)).toHaveLength(before.length);
  });

  it('shows each owner only their own entries: stranger, other role and anonymous see none', async () => {
    const { patient, healer, chatId } = await pairWithChat(t);
    await t.request(`/api/chats/${chatId}/messages`, { cookie: healer.cookie });
    expect(await logOf(t, patient, '?category=access')).toHaveLength(1);
    const stranger = await signUp(t, { role: 'patient' });
    const otherHealer = await signUp(t, { role: 'healer' });
    for (const caller of [stranger, otherHealer]) {
      const text = JSON.stringify(await logOf(t, caller));
      expect(text).not.toContain(chatId);
      expect(text).not.toContain(patient.userId);
    }
    const anonymous = await t.request('/api/me/access-log');
    expect(anonymous.status).toBe(401);
  });

  it('pages 50 entries at a time with a cursor, and refuses a bad cursor or category', async () => {
    const owner = await signUp(t);
    const reader = await signUp(t, { role: 'healer' });
    await t.database.db.insert(accessLog).values(
      Array.from({ length: 61 }, (_, i) => ({
        ownerId: owner.userId,
        actorId: reader.userId,
        kind: 'appointment.read' as const,
        resourceType: 'appointment',
        resourceId: `a-${i}`,
        // Some share an instant: the id breaks the tie.
        createdAt: new Date(Date.now() - Math.floor(i / 3) * 1000),
      })),
    );
    const first = await t.request('/api/me/access-log?category=access', { cookie: owner.cookie });
    const page1 = (await first.json()) as AccessLogPage;
    expect(page1.items).toHaveLength(50);
    expect(page1.next_cursor).toBeTruthy();
    const page2 = (await (
      await t.request(`/api/me/access-log?category=access&cursor=${page1.next_cursor}`, {
        cookie: owner.cookie,
      })
    ).json()) as AccessLogPage;
    expect(page2.items).toHaveLength(11);
    expect(page2.next_cursor).toBeNull();
    const ids = new Set([...page1.items, ...page2.items].map((entry) => entry.resource_id));
    expect(ids.size).toBe(61);

    for (const query of ['?cursor=not-a-cursor', '?category=everything']) {
      const bad = await t.request(`/api/me/access-log${query}`, { cookie: owner.cookie });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: 'invalid_request' } });
    }
  });

  it('the maintenance job deletes entries past ACCESS_LOG_RETENTION_DAYS and keeps the rest', async () => {
    const owner = await signUp(t);
    await recordAccess(t.database.db, {
      ownerId: owner.userId,
      actorId: owner.userId,
      kind: 'export',
      ip: null,
    });
    await t.database.db.insert(accessLog).values({
      ownerId: owner.userId,
      actorId: null,
      kind: 'sign_in_failed',
      createdAt: new Date(Date.now() - 31 * DAY),
    });
    const report = await runMaintenance(t.database.db, t.env);
    expect(report.accessLogDeleted).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.ownerId, owner.userId));
    expect(left.map((row) => row.kind)).toEqual(['export']);
  });
});
