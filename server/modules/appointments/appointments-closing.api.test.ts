import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { openStreams } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments, profiles } from '../../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('closing a session: no-show, changing it back, reopening', () => {
  const t = useTestApp({ NO_SHOW_AFTER_MINUTES: '15' });

  const patch = (account: TestAccount | undefined, id: string, json: unknown) =>
    t.request(`/api/appointments/${id}`, { method: 'PATCH', cookie: account?.cookie, json });
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

  async function session(startedAgo: number, status: 'scheduled' | 'completed' = 'scheduled') {
    const [healer, patient] = await Promise.all([signUp(t, { role: 'healer' }), signUp(t)]);
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - startedAgo),
      status,
    });
    return { healer, patient, id: appointment.id };
  }

  it('answers the timing rules the screens follow', async () => {
    const account = await signUp(t);
    const response = await t.request('/api/appointment-settings', { cookie: account.cookie });
    expect(await response.json()).toEqual({
      no_show_after_minutes: 15,
      auto_complete_after_hours: 24,
      status_change_days: 7,
    });
    expect((await t.request('/api/appointment-settings')).status).toBe(401);
  });

  it('refuses a no-show before NO_SHOW_AFTER_MINUTES, then takes it, stamped with who and when', async () => {
    const early = await session(10 * MINUTE);
    const refused = await patch(early.healer, early.id, { status: 'no_show' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'too_early', message: 'A no-show can be marked 15 minutes after the start' },
    });
    expect(await statusOf(early.id)).toBe('scheduled');
    // Completing is possible from the start.
    expect((await patch(early.healer, early.id, { status: 'completed' })).status).toBe(200);

    const due = await session(16 * MINUTE);
    const marked = await patch(due.healer, due.id, { status: 'no_show' });
    expect(marked.status).toBe(200);
    const body = await marked.json();
    expect(body).toMatchObject({ status: 'no_show', status_changed_by: 'healer' });
    expect(Date.now() - Date.parse(body.status_changed_at)).toBeLessThan(MINUTE);
  });

  it('can undo a no-show (reopen) and change a closed session within 7 days of its end', async () => {
    const { healer, patient, id } = await session(2 * HOUR);
    const [stream] = await openStreams(t, [patient]);
    try {
      expect((await patch(healer, id, { status: 'no_show' })).status).toBe(200);
      expect(await stream!.next()).toMatchObject({ event: 'appointment.updated' });
      // Undo: back to where it was, an ended session awaiting its update.
      const reopened = await patch(healer, id, { status: 'scheduled' });
      expect(reopened.status).toBe(200);
      expect(await reopened.json()).toMatchObject({ status: 'scheduled' });
      expect((await patch(healer, id, { status: 'completed' })).status).toBe(200);
      expect((await patch(healer, id, { status: 'no_show' })).status).toBe(200);
      expect((await patch(healer, id, { status: 'completed' })).status).toBe(200);
      expect(await statusOf(id)).toBe('completed');
    } finally {
      await stream!.close();
    }
  });

  it('answers a second "completed" with the session as it is, and tells nobody', async () => {
    const { healer, patient, id } = await session(HOUR);
    const [stream] = await openStreams(t, [patient]);
    try {
      expect((await patch(healer, id, { status: 'completed' })).status).toBe(200);
      // The first change's events come in one delivery at its commit: take them all, so only
      // an event of the second change could still arrive.
      await stream!.next();
      while (
        await stream!.next(300).then(
          () => true,
          () => false,
        )
      );
      const again = await patch(healer, id, { status: 'completed' });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ id, status: 'completed' });
      await expect(stream!.next(300)).rejects.toThrow(/no event/);
    } finally {
      await stream!.close();
    }
  });

  it('locks a closed session 7 days after its end', async () => {
    const { healer, id } = await session(8 * DAY, 'completed');
    for (const status of ['no_show', 'scheduled'] as const) {
      const response = await patch(healer, id, { status });
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe('status_locked');
    }
    expect(await statusOf(id)).toBe('completed');
  });

  it('lets only the healer reopen; a scheduled session cannot be reopened', async () => {
    const { healer, patient, id } = await session(HOUR, 'completed');
    const stranger = await signUp(t, { role: 'healer' });
    expect((await patch(patient, id, { status: 'scheduled' })).status).toBe(403);
    expect((await patch(stranger, id, { status: 'scheduled' })).status).toBe(404);
    expect((await patch(undefined, id, { status: 'scheduled' })).status).toBe(401);
    expect(await statusOf(id)).toBe('completed');
    const open = await session(HOUR);
    const response = await patch(open.healer, open.id, { status: 'scheduled' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      'Only a completed or no-show session can be reopened',
    );
    expect(healer.userId).not.toBe(open.healer.userId);
  });
});

describe('GET /api/appointments/:id, the appointment in full', () => {
  const t = useTestApp();

  it('shows the patient’s note and details to the healer, not the other way round; 404 to others, 401 signed out', async () => {
    const [healer, patient, otherHealer, otherPatient] = await Promise.all([
      signUp(t, { role: 'healer' }),
      signUp(t),
      signUp(t, { role: 'healer' }),
      signUp(t),
    ]);
    await t.database.db
      .update(profiles)
      .set({
        timezone: 'America/Chicago',
        location: 'Chicago, IL',
        dateOfBirth: '1990-04-02',
        gender: 'female',
      })
      .where(eq(profiles.userId, patient.userId));
    await t.database.db
      .update(profiles)
      .set({ professionalTitle: 'Licensed Marriage and Family Therapist' })
      .where(eq(profiles.userId, healer.userId));
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
    });
    await t.database.db
      .update(appointments)
      .set({ details: 'Second session; my knee still hurts' })
      .where(eq(appointments.id, appointment.id));
    const path = `/api/appointments/${appointment.id}`;

    const forHealer = await (await t.request(path, { cookie: healer.cookie })).json();
    expect(forHealer).toMatchObject({
      id: appointment.id,
      details: 'Second session; my knee still hurts',
      patient_name: patient.name,
      patient_timezone: 'America/Chicago',
      healer_title: 'Licensed Marriage and Family Therapist',
      patient_profile: { date_of_birth: '1990-04-02', gender: 'female', location: 'Chicago, IL' },
      chat_id: null,
    });

    const forPatient = await (await t.request(path, { cookie: patient.cookie })).json();
    expect(forPatient).toMatchObject({
      details: 'Second session; my knee still hurts',
      healer_title: 'Licensed Marriage and Family Therapist',
      patient_profile: null,
    });

    for (const stranger of [otherHealer, otherPatient]) {
      const response = await t.request(path, { cookie: stranger.cookie });
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Appointment not found');
    }
    expect((await t.request(path)).status).toBe(401);
  });
});
