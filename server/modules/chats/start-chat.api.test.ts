import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { signUpAdmin } from '../../../tests/support/admin';
import { insertAppointment } from '../../../tests/support/appointments';
import { useTestApp } from '../../../tests/support/test-app';

describe('starting a conversation with its first message', () => {
  const t = useTestApp();

  const write = (from: TestAccount, to: string, content: string, key?: string) =>
    t.request('/api/chats', {
      json: { participant_id: to, content },
      cookie: from.cookie,
      headers: key ? { 'idempotency-key': key } : undefined,
    });

  const countIn = async (table: 'chats' | 'messages') => {
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return (rows[0] as { n: number }).n;
  };

  it('never makes an empty conversation: no message, no chat', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const chatsBefore = await countIn('chats');
    for (const json of [
      { participant_id: healer.userId },
      { participant_id: healer.userId, content: '  ' },
    ]) {
      const response = await t.request('/api/chats', { json, cookie: patient.cookie });
      expect(response.status).toBe(400);
    }
    expect(await countIn('chats')).toBe(chatsBefore);

    const first = await write(patient, healer.userId, 'Hello, do you see couples?');
    expect(first.status).toBe(201);
    const chat = await first.json();
    expect(chat).toMatchObject({ message_count: 1, other_user: { user_id: healer.userId } });
    const page = await (
      await t.request(`/api/chats/${chat.id}/messages`, { cookie: healer.cookie })
    ).json();
    expect(page.items.map((message: { content: string }) => message.content)).toEqual([
      'Hello, do you see couples?',
    ]);

    // Writing again through the same route joins the pair's chat.
    const second = await write(patient, healer.userId, 'And on Saturdays?');
    expect(second.status).toBe(200);
    expect((await second.json()).id).toBe(chat.id);
  });

  it('answers a retried first message (same Idempotency-Key) with the first attempt, once', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const messagesBefore = await countIn('messages');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => write(patient, healer.userId, 'Only once', 'key-1')),
    );
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id)));
    expect(ids.size).toBe(1);
    expect(await countIn('messages')).toBe(messagesBefore + 1);
    const reused = await write(patient, healer.userId, 'Something else', 'key-1');
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe('idempotency_key_reused');
  });

  it('replays a retried send in a chat with the same Idempotency-Key', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const chat = await (await write(patient, healer.userId, 'Hi')).json();
    const send = () =>
      t.request(`/api/chats/${chat.id}/messages`, {
        json: { content: 'Retry me' },
        cookie: patient.cookie,
        headers: { 'idempotency-key': 'send-1' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
    const detail = await (
      await t.request(`/api/chats/${chat.id}`, { cookie: patient.cookie })
    ).json();
    expect(detail.message_count).toBe(2);
  });

  it('GET /api/chats/with/{userId}: who may write to whom, and the chat when there is one', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer', name: 'Hana Healer' });
    const otherPatient = await signUp(t);
    const admin = await signUpAdmin(t);
    const ask = (from: TestAccount | undefined, userId: string) =>
      t.request(`/api/chats/with/${userId}`, { cookie: from?.cookie });

    // The patient (owner of the pair-to-be): allowed, no chat yet.
    const before = await ask(patient, healer.userId);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({
      chat: null,
      other_user: { user_id: healer.userId, usr_name: 'Hana Healer', role: 'healer' },
    });
    // A healer to a patient who never booked (other role, stranger): refused.
    expect((await ask(healer, patient.userId)).status).toBe(403);
    // Same role: refused; admin: refused; anonymous: 401; nobody: 404.
    expect((await ask(otherPatient, patient.userId)).status).toBe(403);
    expect((await ask(admin, healer.userId)).status).toBe(403);
    expect((await ask(undefined, healer.userId)).status).toBe(401);
    expect((await ask(patient, 'nobody-at-all')).status).toBe(404);

    await insertAppointment(t.database.db, { healerId: healer.userId, patientId: patient.userId });
    expect((await ask(healer, patient.userId)).status).toBe(200);
    const chat = await (await write(patient, healer.userId, 'Hello')).json();
    const after = await (await ask(healer, patient.userId)).json();
    expect(after.chat).toMatchObject({ id: chat.id, message_count: 1 });
  });

  it('GET /api/chats/contacts: only the people one has sessions with, each with their chat', async () => {
    const patient = await signUp(t, { name: 'Pat Patient' });
    const booked = await signUp(t, { role: 'healer', name: 'Bea Booked' });
    const alsoBooked = await signUp(t, { role: 'healer', name: 'Abe Also' });
    const neverBooked = await signUp(t, { role: 'healer', name: 'Nia Never' });
    const otherPatient = await signUp(t, { name: 'Oli Other' });
    await insertAppointment(t.database.db, { healerId: booked.userId, patientId: patient.userId });
    await insertAppointment(t.database.db, { healerId: booked.userId, patientId: patient.userId });
    await insertAppointment(t.database.db, {
      healerId: alsoBooked.userId,
      patientId: patient.userId,
    });
    await insertAppointment(t.database.db, {
      healerId: booked.userId,
      patientId: otherPatient.userId,
    });
    const chat = await (await write(patient, booked.userId, 'Hi')).json();
    await write(patient, neverBooked.userId, 'Hi');

    const contacts = async (account?: TestAccount) =>
      t.request('/api/chats/contacts', { cookie: account?.cookie });
    const mine = await (await contacts(patient)).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ user_id: alsoBooked.userId, usr_name: 'Abe Also', chat_id: null }),
      expect.objectContaining({ user_id: booked.userId, usr_name: 'Bea Booked', chat_id: chat.id }),
    ]);
    const healerView = await (await contacts(booked)).json();
    expect(healerView.items.map((item: { usr_name: string }) => item.usr_name)).toEqual([
      'Oli Other',
      'Pat Patient',
    ]);
    expect((await (await contacts(neverBooked)).json()).items).toEqual([]);
    expect((await contacts()).status).toBe(401);
  });
});
