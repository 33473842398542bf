import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { readEvents } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';

describe('GET /api/events', () => {
  const t = useTestApp();

  async function connect(account: TestAccount) {
    const response = await t.request('/api/events', { cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = readEvents(response);
    expect(await stream.next()).toEqual({ event: 'ready', data: { user_id: account.userId } });
    return stream;
  }

  it('refuses anonymous callers', async () => {
    expect((await t.request('/api/events')).status).toBe(401);
  });

  it("delivers a user's own events and not another user's", async () => {
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const outsider = await signUp(t);
    const outsiderHealer = await signUp(t, { role: 'healer' });
    const healerStream = await connect(healer);
    const outsiderStream = await connect(outsider);
    try {
      const chat = await (
        await t.request('/api/chats', {
          json: { participant_id: healer.userId, content: 'Hello' },
          cookie: patient.cookie,
        })
      ).json();
      expect(await healerStream.next()).toEqual({
        event: 'chat.created',
        data: { type: 'chat.created', chat_id: chat.id },
      });
      // The chat begins with its first message.
      expect((await healerStream.next()).event).toBe('message.created');

      const sent = await t.request(`/api/chats/${chat.id}/messages`, {
        json: { content: 'Hello there' },
        cookie: patient.cookie,
      });
      const message = await sent.json();
      const received = await healerStream.next();
      expect(received).toEqual({
        event: 'message.created',
        data: {
          type: 'message.created',
          chat_id: chat.id,
          message_id: message.id,
          sender_id: patient.userId,
        },
      });
      expect(JSON.stringify(received)).not.toContain('Hello there');

      await t.request(`/api/chats/${chat.id}/read`, { json: {}, cookie: healer.cookie });
      expect((await healerStream.next()).event).toBe('message.read');

      // The outsider's first event is about their own chat, proving nothing else reached them.
      const ownChat = await (
        await t.request('/api/chats', {
          json: { participant_id: outsiderHealer.userId, content: 'Hello' },
          cookie: outsider.cookie,
        })
      ).json();
      expect(await outsiderStream.next()).toEqual({
        event: 'chat.created',
        data: { type: 'chat.created', chat_id: ownChat.id },
      });
    } finally {
      await healerStream.close();
      await outsiderStream.close();
    }
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    const patient = await signUp(t);
    const stream = await connect(patient);
    try {
      await t.database.db
        .transaction(async (tx) => {
          const { EventBus } = await import('./event-bus');
          await new EventBus(t.database, { warn() {} } as never).publish(tx, [patient.userId], {
            type: 'chat.created',
            chat_id: 'ghost',
          });
          throw new Error('roll back');
        })
        .catch(() => {});
      const healer = await signUp(t, { role: 'healer' });
      const chat = await (
        await t.request('/api/chats', {
          json: { participant_id: healer.userId, content: 'Hello' },
          cookie: patient.cookie,
        })
      ).json();
      expect((await stream.next()).data).toEqual({ type: 'chat.created', chat_id: chat.id });
    } finally {
      await stream.close();
    }
  });
});
