import { describe, expect, it } from 'vitest';
import type { ClientDetail, ClientList } from '@contract/clients';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { useTestApp } from '../../../tests/support/test-app';

const HOUR = 3_600_000;

describe('a healer’s clients', () => {
  const t = useTestApp();

  const get = (account: TestAccount | undefined, path: string) =>
    t.request(path, { cookie: account?.cookie });

  async function practice() {
    const [healer, otherHealer] = await Promise.all([
      signUp(t, { role: 'healer' }),
      signUp(t, { role: 'healer' }),
    ]);
    const [ana, ben, stranger] = await Promise.all([
      signUp(t, { name: 'Ana Client' }),
      signUp(t, { name: 'Ben Client' }),
      signUp(t, { name: 'Cy Stranger' }),
    ]);
    const at = (
      patient: TestAccount,
      hours: number,
      status?: 'completed' | 'cancelled' | 'no_show',
    ) =>
      insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() + hours * HOUR),
        status,
      });
    await at(ana, -72, 'completed');
    const anaMissed = await at(ana, -48, 'no_show');
    const anaNext = await at(ana, 30);
    const benLast = await at(ben, -24, 'completed');
    await at(ben, 50, 'cancelled');
    // The stranger booked another healer only.
    await insertAppointment(t.database.db, {
      healerId: otherHealer.userId,
      patientId: stranger.userId,
    });
    return { healer, otherHealer, ana, ben, stranger, anaMissed, anaNext, benLast };
  }

  it('lists everyone who booked the healer, latest session first, with their figures', async () => {
    const { healer, ana, ben, anaMissed, anaNext, benLast } = await practice();
    // Ben writes first: the healer has one unread message from him.
    const chat = await t.request('/api/chats', {
      cookie: ben.cookie,
      json: { participant_id: healer.userId, content: 'See you soon' },
    });
    const { id: chatId } = await chat.json();

    const response = await get(healer, '/api/me/clients');
    expect(response.status).toBe(200);
    const list = (await response.json()) as ClientList;
    // Ben's latest booking (cancelled, in 50 hours) is later than Ana's next session.
    expect(list.items).toEqual([
      {
        patient_id: ben.userId,
        name: 'Ben Client',
        picture_url: null,
        next_session_at: null,
        last_session_at: benLast.scheduledAt.toISOString(),
        sessions_count: 1,
        unread_count: 1,
        chat_id: chatId,
      },
      {
        patient_id: ana.userId,
        name: 'Ana Client',
        picture_url: null,
        next_session_at: anaNext.scheduledAt.toISOString(),
        last_session_at: anaMissed.scheduledAt.toISOString(),
        sessions_count: 2,
        unread_count: 0,
        chat_id: null,
      },
    ]);
    expect(list.next_cursor).toBeNull();

    const found = (await (await get(healer, '/api/me/clients?q=BEN')).json()) as ClientList;
    expect(found.items.map((item) => item.name)).toEqual(['Ben Client']);
    const none = (await (await get(healer, '/api/me/clients?q=%25')).json()) as ClientList;
    expect(none.items).toEqual([]);

    const first = (await (await get(healer, '/api/me/clients?limit=1')).json()) as ClientList;
    expect(first.items.map((item) => item.name)).toEqual(['Ben Client']);
    const second = (await (
      await get(healer, `/api/me/clients?limit=1&cursor=${first.next_cursor}`)
    ).json()) as ClientList;
    expect(second.items.map((item) => item.name)).toEqual(['Ana Client']);
    expect(second.next_cursor).toBeNull();
  });

  it('shows one client with their sessions to the owner; 404 to another healer, 403 to a patient, 401 signed out', async () => {
    const { healer, otherHealer, ana, stranger } = await practice();
    const path = `/api/me/clients/${ana.userId}`;
    const response = await get(healer, path);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as ClientDetail;
    expect(detail.client).toMatchObject({
      patient_id: ana.userId,
      name: 'Ana Client',
      timezone: 'UTC',
    });
    expect(detail.appointments.map((appointment) => appointment.status)).toEqual([
      'scheduled',
      'no_show',
      'completed',
    ]);

    for (const [account, status] of [
      [otherHealer, 404],
      [ana, 403],
      [undefined, 401],
    ] as const)
      expect((await get(account, path)).status).toBe(status);
    // A patient who never booked this healer is nobody's client here.
    expect((await get(healer, `/api/me/clients/${stranger.userId}`)).status).toBe(404);
    expect((await get(healer, '/api/me/clients/nobody')).status).toBe(404);
    const list = (await (await get(otherHealer, '/api/me/clients')).json()) as ClientList;
    expect(list.items.map((item) => item.patient_id)).toEqual([stranger.userId]);
    expect((await get(ana, '/api/me/clients')).status).toBe(403);
    expect((await get(undefined, '/api/me/clients')).status).toBe(401);
    expect((await get(healer, '/api/me/clients?cursor=junk')).status).toBe(400);
  });
});
