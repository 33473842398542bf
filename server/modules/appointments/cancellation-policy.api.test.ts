import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppointmentDetail } from '@contract/appointments';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { healerWithWeek, setBookingRules } from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';

const HOUR = 3_600_000;

describe('cancellation policy', () => {
  const t = useTestApp();

  const cancel = (account: TestAccount, id: string, reason?: string) =>
    t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: account.cookie,
      json: { status: 'cancelled', ...(reason ? { reason } : {}) },
    });
  const session = (healer: TestAccount, patient: TestAccount, hoursAhead: number) =>
    insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() + hoursAhead * HOUR),
    });

  it('each appointment carries the deadline and the healer’s words', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const booked = await session(healer, patient, 72);
    const read = async () =>
      (await (
        await t.request(`/api/appointments/${booked.id}`, { cookie: patient.cookie })
      ).json()) as AppointmentDetail;
    expect(await read()).toMatchObject({
      cancellation_deadline: new Date(booked.scheduledAt.getTime() - 24 * HOUR).toISOString(),
      cancellation_policy: null,
      healer_timezone: 'UTC',
      late_cancellation: false,
    });
    await setBookingRules(t, healer, {
      cancellation_window_hours: 48,
      cancellation_policy: 'Late cancellations are charged in full.',
    });
    expect(await read()).toMatchObject({
      cancellation_deadline: new Date(booked.scheduledAt.getTime() - 48 * HOUR).toISOString(),
      cancellation_policy: 'Late cancellations are charged in full.',
    });
    await setBookingRules(t, healer, { cancellation_window_hours: 0 });
    expect((await read()).cancellation_deadline).toBeNull();
  });

  it('a patient cancelling inside the window is marked late; outside it is not', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const late = await session(healer, patient, 10);
    const early = await session(healer, patient, 30);
    const lateAnswer = await cancel(patient, late.id);
    expect(lateAnswer.status).toBe(200);
    expect(await lateAnswer.json()).toMatchObject({ status: 'cancelled', late_cancellation: true });
    expect(await (await cancel(patient, early.id)).json()).toMatchObject({
      status: 'cancelled',
      late_cancellation: false,
    });
  });

  it('the healer is never late but must say why; no window means never late', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const soon = await session(healer, patient, 3);
    expect((await cancel(healer, soon.id)).status).toBe(400);
    expect(await (await cancel(healer, soon.id, 'I am unwell')).json()).toMatchObject({
      late_cancellation: false,
      cancellation_reason: 'I am unwell',
    });
    await setBookingRules(t, healer, { cancellation_window_hours: 0 });
    const next = await session(healer, patient, 3);
    expect(await (await cancel(patient, next.id)).json()).toMatchObject({
      late_cancellation: false,
    });
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, next.id));
    expect(row?.lateCancellation).toBe(false);
  });
});
