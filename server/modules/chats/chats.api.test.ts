import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { countQueries } from '../../../tests/support/query-counter';
import { useTestApp } from '../../../tests/support/test-app';

describe('chats', () => {
  const t = useTestApp();

  async function openChat(from: TestAccount, to: TestAccount, content = 'Hello') {
    const response = await t.request('/api/chats', {
      json: { participant_id: to.userId, content },
      cookie: from.cookie,
    });
    return { status: response.status, body: await response.json() };
  }

  async function send(chatId: string, from: TestAccount, content: string) {
    return t.request(`/api/chats/${chatId}/messages`, { json: { content }, cookie: from.cookie });
  }

  it('gets or creates one chat per pair, even under 10 concurrent calls', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const results = await Promise.all(Array.from({ length: 10 }, () => openChat(patient, healer)));
    const ids = new Set(results.map((result) => result.body.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 200)).toHaveLength(9);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from chats`);
    expect((rows.rows[0] as { n: number }).n).toBe(1);
    expect(results[0]!.body.other_user).toMatchObject({ user_id: healer.userId, role: 'healer' });
  });

  it('lets a healer open a chat only with patients who booked with them', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const before = await openChat(healer, patient);
    expect(before.status).toBe(403);
    await insertAppointment(t.database.db, { healerId: healer.userId, patientId: patient.userId });
    expect((await openChat(healer, patient)).status).toBe(201);
  });

  it('refuses chats with oneself, between two patients or two healers, and with unknown users', async () => {
    const patient = await signUp(t);
    const otherPatient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const otherHealer = await signUp(t, { role: 'healer' });
    expect((await openChat(patient, patient)).status).toBe(400);
    expect((await openChat(patient, otherPatient)).status).toBe(403);
    expect((await openChat(healer, otherHealer)).status).toBe(403);
    const unknown = await t.request('/api/chats', {
      json: { participant_id: 'nobody', content: 'Hi' },
      cookie: patient.cookie,
    });
    expect(unknown.status).toBe(404);
    const anonymous = await t.request('/api/chats', {
      json: { participant_id: healer.userId, content: 'Hi' },
    });
    expect(anonymous.status).toBe(401);
    const extra = await t.request('/api/chats', {
      json: { participant_id: healer.userId, content: 'Hi', admin: true },
      cookie: patient.cookie,
    });
    expect(extra.status).toBe(400);
  });

  it('answers 404 to a third user, and to anonymous callers 401, on every chat route', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const stranger = await signUp(t);
    const strangerHealer = await signUp(t, { role: 'healer' });
    const { body: chat } = await openChat(patient, healer);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/chats/${chat.id}`],
      ['GET', `/api/chats/${chat.id}/messages`],
      ['POST', `/api/chats/${chat.id}/messages`, { content: 'let me in' }],
      ['POST', `/api/chats/${chat.id}/read`, {}],
    ];
    for (const [method, path, json] of routes) {
      for (const outsider of [stranger, strangerHealer]) {
        const response = await t.request(path, { method, json, cookie: outsider.cookie });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect((await response.json()).error.message).toBe('Chat not found');
      }
      expect((await t.request(path, { method, json })).status, `${method} ${path} anonymous`).toBe(
        401,
      );
    }
    const probe = await t.request('/api/chats/not-a-uuid', { cookie: stranger.cookie });
    expect(probe.status).toBe(404);
    // Only the first message, with which the chat began.
    const { rows } = await t.database.db.execute(
      sql`select count(*)::int as n from messages where chat_id = ${chat.id}`,
    );
    expect((rows[0] as { n: number }).n).toBe(1);
  });

  it('validates messages: trimmed, not empty, at most 4,000 characters, stored as given', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const { body: chat } = await openChat(patient, healer);
    for (const content of ['', '   \n ', 'x'.repeat(4001)]) {
      const response = await send(chat.id, patient, content);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_request');
    }
    expect(
      (
        await t.request(`/api/chats/${chat.id}/messages`, {
          json: { content: 42 },
          cookie: patient.cookie,
        })
      ).status,
    ).toBe(400);
    const hostile = `  <script>alert(1)</script> '; drop table messages; -- %_\\  `;
    const response = await send(chat.id, patient, hostile);
    expect(response.status).toBe(201);
    const message = await response.json();
    expect(message).toMatchObject({
      content: hostile.trim(),
      sender_id: patient.userId,
      message_for: [chat.participants[0], chat.participants[1]],
      read_by: [patient.userId],
    });
    expect((await send(chat.id, patient, 'y'.repeat(4000))).status).toBe(201);
  });

  it('pages history backwards without gaps or duplicates', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const { body: chat } = await openChat(patient, healer, 'message 0');
    for (let i = 1; i < 7; i++)
      expect((await send(chat.id, i % 2 ? healer : patient, `message ${i}`)).status).toBe(201);
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `?limit=3&before=${before}` : '?limit=3';
      const page = await (
        await t.request(`/api/chats/${chat.id}/messages${query}`, { cookie: patient.cookie })
      ).json();
      seen.unshift(...page.items.map((message: { content: string }) => message.content));
      before = page.next_before;
    } while (before);
    expect(seen).toEqual(Array.from({ length: 7 }, (_, i) => `message ${i}`));
    const tampered = await t.request(`/api/chats/${chat.id}/messages?before=abc`, {
      cookie: patient.cookie,
    });
    expect(tampered.status).toBe(400);
    // A well-formed cursor naming a time PostgreSQL cannot read is refused too, not a 500.
    const yearZero = Buffer.from(
      JSON.stringify({ t: '0000-01-01T00:00:00Z', i: chat.id }),
    ).toString('base64url');
    const outOfRange = await t.request(`/api/chats/${chat.id}/messages?before=${yearZero}`, {
      cookie: patient.cookie,
    });
    expect(outOfRange.status).toBe(400);
    expect((await outOfRange.json()).error.message).toBe('before: Invalid cursor');
  });

  it('counts unread messages per chat and in total, and clears them on read', async () => {
    const patient = await signUp(t);
    const healerA = await signUp(t, { role: 'healer', name: 'Healer A' });
    const healerB = await signUp(t, { role: 'healer', name: 'Healer B' });
    await insertAppointment(t.database.db, { healerId: healerA.userId, patientId: patient.userId });
    await insertAppointment(t.database.db, { healerId: healerB.userId, patientId: patient.userId });
    const { body: chatA } = await openChat(patient, healerA, 'my first message');
    const { body: chatB } = await openChat(patient, healerB);
    await send(chatA.id, healerA, 'one');
    await send(chatA.id, healerA, 'two');
    await send(chatB.id, healerB, 'three');
    await send(chatA.id, patient, 'my own message is never unread');

    const list = await (await t.request('/api/chats', { cookie: patient.cookie })).json();
    expect(list.total_unread).toBe(3);
    expect(
      list.items.map((chat: { other_user: { usr_name: string } }) => chat.other_user.usr_name),
    ).toEqual(['Healer A', 'Healer B']);
    expect(list.items[0]).toMatchObject({
      unread_count: 2,
      last_message: { content: 'my own message is never unread', sender_id: patient.userId },
    });
    expect(list.items[1].unread_count).toBe(1);

    expect(
      (await t.request(`/api/chats/${chatA.id}/read`, { json: {}, cookie: patient.cookie })).status,
    ).toBe(200);
    const after = await (await t.request('/api/chats/unread', { cookie: patient.cookie })).json();
    expect(after.unread).toBe(1);
    const messages = await (
      await t.request(`/api/chats/${chatA.id}/messages`, { cookie: healerA.cookie })
    ).json();
    expect(messages.items[1].read_by).toEqual([healerA.userId, patient.userId]);
    const healerView = await (await t.request('/api/chats', { cookie: healerA.cookie })).json();
    expect(healerView.items[0].unread_count).toBe(2);
    const detail = await (
      await t.request(`/api/chats/${chatA.id}`, { cookie: healerA.cookie })
    ).json();
    expect(detail).toMatchObject({ message_count: 4, other_user: { user_id: patient.userId } });
  });

  it('lists conversations with the same number of queries for 1 chat or 6', async () => {
    const patient = await signUp(t);
    const addChat = async (i: number) => {
      const healer = await signUp(t, { role: 'healer' });
      const { body: chat } = await openChat(patient, healer);
      await send(chat.id, healer, `hello ${i}`);
    };
    const listChats = async () => {
      const response = await t.request('/api/chats', { cookie: patient.cookie });
      return (await response.json()).items.length as number;
    };
    await addChat(0);
    let seen = 0;
    const withOne = await countQueries(t.database, async () => (seen = await listChats()));
    expect(seen).toBe(1);
    for (let i = 1; i < 6; i++) await addChat(i);
    const withSix = await countQueries(t.database, async () => (seen = await listChats()));
    expect(seen).toBe(6);
    expect(withOne).toBeGreaterThan(0);
    expect(withSix).toBe(withOne);
  });

  it('keeps the unread count equal to the unread messages under concurrent sends and reads', async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const { body: chat } = await openChat(patient, healer);
    await t.request(`/api/chats/${chat.id}/read`, { json: {}, cookie: healer.cookie });
    // Several rounds: a send and a read racing for the chat's lock only sometimes land in the
    // same millisecond, which is where a clock-based read position used to disagree.
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 3 === 2
            ? t.request(`/api/chats/${chat.id}/read`, { json: {}, cookie: healer.cookie })
            : send(chat.id, patient, `burst ${round}.${i}`),
        ),
      );
      const list = await (await t.request('/api/chats', { cookie: healer.cookie })).json();
      const page = await (
        await t.request(`/api/chats/${chat.id}/messages?limit=100`, { cookie: healer.cookie })
      ).json();
      const unreadByPosition = page.items.filter(
        (message: { read_by: string[] }) => !message.read_by.includes(healer.userId),
      ).length;
      expect(page.items).toHaveLength(1 + 8 * (round + 1));
      expect(list.items[0].unread_count).toBe(unreadByPosition);
      expect(list.items[0].last_message.content).toBe(page.items.at(-1).content);
      const times = page.items.map((message: { created_at: string }) => message.created_at);
      expect(new Set(times).size).toBe(times.length);
    }
  });
});
