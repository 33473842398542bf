import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { openStreams } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';
import { freeSlots, healerWithWeek, utcDateIn } from '../../../tests/support/booking';

describe('appointment events', () => {
  const t = useTestApp();

  it('tells the healer and the patient, and no one else, about a new booking', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const bystander = await signUp(t, { role: 'healer' });
    const streams = await openStreams(t, [healer, patient, bystander]);
    try {
      const [slot] = await freeSlots(t, healer.userId, utcDateIn(2));
      const response = await t.request('/api/appointments', {
        cookie: patient.cookie,
        json: {
          healer_id: healer.userId,
          scheduled_at: slot,
          mode: 'video',
          title: 'Intro',
          details: '',
        },
      });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      for (const stream of streams.slice(0, 2)) {
        expect(await stream.next()).toEqual({
          event: 'appointment.created',
          data: { type: 'appointment.created', appointment_id: id },
        });
      }
      await expect(streams[2]!.next(300)).rejects.toThrow(/no event/);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});

describe('appointment update events', () => {
  const t = useTestApp();

  it('tells both participants of a change, and no one of a refused one', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const patient = await signUp(t);
    const bystander = await signUp(t);
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
    });
    const streams = await openStreams(t, [healer, patient, bystander]);
    try {
      const patch = (cookie: string, json: unknown) =>
        t.request(`/api/appointments/${appointment.id}`, { method: 'PATCH', cookie, json });
      expect((await patch(patient.cookie, { meeting_link: 'https://x.example' })).status).toBe(403);
      expect((await patch(healer.cookie, { meeting_link: 'https://x.example' })).status).toBe(200);
      expect((await patch(patient.cookie, { status: 'cancelled' })).status).toBe(200);
      for (const stream of streams.slice(0, 2)) {
        for (let i = 0; i < 2; i += 1)
          expect(await stream.next()).toEqual({
            event: 'appointment.updated',
            data: { type: 'appointment.updated', appointment_id: appointment.id },
          });
        await expect(stream.next(300)).rejects.toThrow(/no event/);
      }
      await expect(streams[2]!.next(300)).rejects.toThrow(/no event/);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
