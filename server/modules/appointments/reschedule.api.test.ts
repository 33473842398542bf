import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_BUSY_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type AppointmentDetail,
} from '@contract/appointments';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import {
  bookSession,
  freeSlots,
  healerWithWeek,
  manyPatients,
  setBookingRules,
  utcAt,
  utcDateIn,
} from '../../../tests/support/booking';
import { openStreams } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';

const HOUR = 3_600_000;

describe('POST /api/appointments/:id/reschedule', () => {
  const t = useTestApp();

  const reschedule = (account: TestAccount | undefined, id: string, scheduledAt: unknown) =>
    t.request(`/api/appointments/${id}/reschedule`, {
      cookie: account?.cookie,
      json: { scheduled_at: scheduledAt },
    });
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const book = async (patient: TestAccount, healer: TestAccount, start: string) => {
    const response = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: start,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; scheduled_at: string };
  };

  it('moves the session: same id, length and history, the old time free, the new one taken', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const booked = await book(patient, healer, utcAt(5, '10:00'));
    const response = await reschedule(patient, booked.id, utcAt(6, '14:00'));
    expect(response.status).toBe(200);
    const moved = (await response.json()) as AppointmentDetail;
    expect(moved).toMatchObject({
      id: booked.id,
      scheduled_at: utcAt(6, '14:00'),
      ends_at: utcAt(6, '15:00'),
      duration_minutes: 60,
      status: 'scheduled',
      previous_scheduled_at: utcAt(5, '10:00'),
      rescheduled_by: patient.userId,
      healer_name: healer.name,
    });
    expect(await freeSlots(t, healer.userId, utcDateIn(5))).toContain(utcAt(5, '10:00'));
    expect(await freeSlots(t, healer.userId, utcDateIn(6))).not.toContain(utcAt(6, '14:00'));

    // The healer moves it again, into an hour that overlaps its own current time.
    await setBookingRules(t, healer, { slot_step_minutes: 30 });
    const again = await reschedule(healer, booked.id, utcAt(6, '14:30'));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      previous_scheduled_at: utcAt(6, '14:00'),
      rescheduled_by: healer.userId,
    });
    const same = await reschedule(healer, booked.id, utcAt(6, '14:30'));
    expect(same.status).toBe(400);
  });

  it('tells both parties, and no one else, once the move commits', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const bystander = await signUp(t);
    const streams = await openStreams(t, [healer, patient, bystander]);
    try {
      // Booked with the streams open, so its own event is read first, whenever it arrives.
      const booked = await book(patient, healer, utcAt(5, '11:00'));
      for (const stream of streams.slice(0, 2))
        expect((await stream.next()).event).toBe('appointment.created');
      expect((await reschedule(healer, booked.id, utcAt(5, '13:00'))).status).toBe(200);
      for (const stream of streams.slice(0, 2))
        expect(await stream.next()).toEqual({
          event: 'appointment.updated',
          data: { type: 'appointment.updated', appointment_id: booked.id },
        });
      await expect(streams[2]!.next(300)).rejects.toThrow(/no event/);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('the patient cannot move a session inside the cancellation window; the healer can', async () => {
    const healer = await healerWithWeek(t, { start: '00:00', end: '24:00' });
    const patient = await signUp(t);
    const soon = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Math.ceil((Date.now() + 10 * HOUR) / HOUR) * HOUR),
    });
    const target = utcAt(4, '09:00');
    const refused = await reschedule(patient, soon.id, target);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'inside_cancellation_window' } });
    expect((await rowOf(soon.id)).scheduledAt).toEqual(soon.scheduledAt);
    expect((await reschedule(healer, soon.id, target)).status).toBe(200);

    // With no window, the patient may move it until the notice period.
    await setBookingRules(t, healer, { cancellation_window_hours: 0 });
    const next = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Math.ceil((Date.now() + 5 * HOUR) / HOUR) * HOUR),
    });
    expect((await reschedule(patient, next.id, utcAt(4, '12:00'))).status).toBe(200);
  });

  it('refuses started and closed sessions, bad input, strangers and the signed out', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const started = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 10 * 60_000),
    });
    const started409 = await reschedule(healer, started.id, utcAt(5, '10:00'));
    expect(started409.status).toBe(409);
    expect((await started409.json()).error.code).toBe('already_started');
    const closed = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() + 50 * HOUR),
      status: 'cancelled',
    });
    expect((await reschedule(patient, closed.id, utcAt(5, '10:00'))).status).toBe(409);

    const booked = await book(patient, healer, utcAt(5, '15:00'));
    for (const value of [undefined, 'tomorrow', 42, '2030-01-01 10:00'])
      expect((await reschedule(patient, booked.id, value)).status, String(value)).toBe(400);
    const extra = await t.request(`/api/appointments/${booked.id}/reschedule`, {
      cookie: patient.cookie,
      json: { scheduled_at: utcAt(5, '16:00'), healer_id: 'someone' },
    });
    expect(extra.status).toBe(400);
    for (const stranger of [await signUp(t), await signUp(t, { role: 'healer' })])
      expect((await reschedule(stranger, booked.id, utcAt(5, '16:00'))).status).toBe(404);
    expect((await reschedule(undefined, booked.id, utcAt(5, '16:00'))).status).toBe(401);
    expect((await reschedule(patient, 'not-an-id', utcAt(5, '16:00'))).status).toBe(404);
    expect((await rowOf(booked.id)).scheduledAt.toISOString()).toBe(utcAt(5, '15:00'));
  });

  it('the patient’s other session at the new time is refused with its own message', async () => {
    const [first, second] = [await healerWithWeek(t), await healerWithWeek(t)];
    const patient = await signUp(t);
    await book(patient, first, utcAt(7, '10:00'));
    const other = await book(patient, second, utcAt(7, '13:00'));
    const response = await reschedule(patient, other.id, utcAt(7, '10:00'));
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(PATIENT_BUSY_MESSAGE);
  });

  it('20 concurrent reschedules to one slot: one wins, the others keep their times', async () => {
    const healer = await healerWithWeek(t, { start: '00:00', end: '24:00' });
    const patients = await manyPatients(t, 20);
    const booked = await Promise.all(
      patients.map((patient, index) =>
        book(patient, healer, utcAt(9, `${String(index).padStart(2, '0')}:00`)),
      ),
    );
    // Every session moves to the same hour of the next day.
    const target = utcAt(10, '12:00');
    const responses = await Promise.all(
      booked.map((appointment, index) => reschedule(patients[index], appointment.id, target)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409))
      expect((await response.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.healerId, healer.userId));
    expect(rows.filter((row) => row.scheduledAt.toISOString() === target)).toHaveLength(1);
    const unmoved = rows.filter((row) => row.scheduledAt.toISOString() !== target);
    expect(unmoved).toHaveLength(19);
    expect(unmoved.every((row) => row.previousScheduledAt === null)).toBe(true);
  });

  it('a reschedule racing a booking for the same slot: one wins, nothing half-moved', async () => {
    for (let round = 0; round < 3; round += 1) {
      const healer = await healerWithWeek(t);
      const [mover, booker] = await manyPatients(t, 2);
      const original = await book(mover!, healer, utcAt(11, '09:00'));
      const target = utcAt(11, '15:00');
      const [move, booking] = await Promise.all([
        reschedule(mover, original.id, target),
        bookSession(t, booker!, { healer_id: healer.userId, scheduled_at: target }),
      ]);
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([move.status, booking.status]);
      const loser = move.status === 409 ? move : booking;
      expect((await loser.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
      const rows = await t.database.db
        .select()
        .from(appointments)
        .where(eq(appointments.healerId, healer.userId));
      expect(rows.filter((row) => row.scheduledAt.toISOString() === target)).toHaveLength(1);
      const mine = rows.find((row) => row.id === original.id)!;
      if (move.status === 200) {
        expect(rows).toHaveLength(1);
        expect(mine.previousScheduledAt?.toISOString()).toBe(utcAt(11, '09:00'));
      } else {
        expect(rows).toHaveLength(2);
        expect(mine.scheduledAt.toISOString()).toBe(utcAt(11, '09:00'));
        expect(mine.previousScheduledAt).toBeNull();
      }
    }
  });
});
