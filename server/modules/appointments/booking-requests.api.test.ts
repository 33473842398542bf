import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE, type Appointment, type AppointmentList } from '@contract/appointments';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import {
  addSessionType,
  bookSession,
  freeSlots,
  healerWithWeek,
  utcAt,
  utcDateIn,
} from '../../../tests/support/booking';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';
import { expireBookingRequest } from './expire-booking-request';
import { appointmentServicesOf } from '../../../tests/support/appointments';
import { startInHours } from '../../../tests/support/session-start';

/** A healer whose one session type needs confirmation, and a patient's request for 10:00. */
async function requested(t: TestApp, days = 5) {
  const healer = await healerWithWeek(t);
  const type = await addSessionType(t, healer, {
    name: 'First consultation',
    duration_minutes: 60,
    requires_confirmation: true,
  });
  const patient = await signUp(t);
  const response = await bookSession(t, patient, {
    healer_id: healer.userId,
    scheduled_at: utcAt(days, '10:00'),
    session_type_id: type.id,
  });
  expect(response.status).toBe(201);
  return { healer, patient, type, request: (await response.json()) as Appointment };
}

const answer = (
  t: TestApp,
  account: TestAccount | undefined,
  id: string,
  verb: string,
  json: unknown = {},
) => t.request(`/api/appointments/${id}/${verb}`, { cookie: account?.cookie, json });

describe('booking requests', () => {
  const t = useTestApp();
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('a request is pending, holds its time for up to 24 hours and shows in both upcoming lists', async () => {
    const before = Date.now();
    const { healer, patient, request } = await requested(t);
    expect(request).toMatchObject({ status: 'pending', duration_minutes: 60 });
    const hold = Date.parse(request.expires_at!) - before;
    expect(hold).toBeGreaterThan(23.9 * 3_600_000);
    expect(hold).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect(await freeSlots(t, healer.userId, utcDateIn(5))).not.toContain(utcAt(5, '10:00'));
    const rival = await bookSession(t, await signUp(t), {
      healer_id: healer.userId,
      scheduled_at: utcAt(5, '10:00'),
    });
    expect(rival.status).toBe(409);
    expect((await rival.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    for (const account of [healer, patient]) {
      const list = (await (
        await t.request('/api/appointments?view=upcoming', { cookie: account.cookie })
      ).json()) as AppointmentList;
      expect(list.items.map((item) => [item.id, item.status])).toEqual([[request.id, 'pending']]);
    }
  });

  it('a request for a session sooner than a day holds it until its start at most', async () => {
    const healer = await healerWithWeek(t, { start: '00:00', end: '24:00' });
    const type = await addSessionType(t, healer, {
      duration_minutes: 60,
      requires_confirmation: true,
    });
    const start = startInHours(5);
    const response = await bookSession(t, await signUp(t), {
      healer_id: healer.userId,
      scheduled_at: start,
      session_type_id: type.id,
    });
    expect(response.status).toBe(201);
    expect((await response.json()).expires_at).toBe(start);
  });

  it('the healer accepts: it becomes a scheduled session in the same time', async () => {
    const { healer, patient, request } = await requested(t);
    expect((await answer(t, patient, request.id, 'accept')).status).toBe(403);
    const accepted = await answer(t, healer, request.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      id: request.id,
      status: 'scheduled',
      expires_at: null,
      scheduled_at: request.scheduled_at,
    });
    const twice = await answer(t, healer, request.id, 'accept');
    expect(twice.status).toBe(409);
    expect((await answer(t, healer, request.id, 'decline')).status).toBe(409);
    expect(await freeSlots(t, healer.userId, utcDateIn(5))).not.toContain(request.scheduled_at);
  });

  it('the healer declines, with or without a reason: the time is free again at once', async () => {
    const { healer, patient, request } = await requested(t);
    expect((await answer(t, patient, request.id, 'decline')).status).toBe(403);
    const tooLong = await answer(t, healer, request.id, 'decline', { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const declined = await answer(t, healer, request.id, 'decline', { reason: ' Fully booked ' });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({
      status: 'declined',
      cancellation_reason: 'Fully booked',
      cancelled_by: 'healer',
    });
    expect(await freeSlots(t, healer.userId, utcDateIn(5))).toContain(request.scheduled_at);
    const list = (await (
      await t.request('/api/appointments?view=past', { cookie: patient.cookie })
    ).json()) as AppointmentList;
    expect(list.items.map((item) => item.status)).toEqual(['declined']);
  });

  it('the patient may withdraw a request; the healer declines rather than cancels', async () => {
    const { healer, patient, request } = await requested(t);
    const byHealer = await t.request(`/api/appointments/${request.id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'cancelled', reason: 'No' },
    });
    expect(byHealer.status).toBe(409);
    const withdrawn = await t.request(`/api/appointments/${request.id}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled' },
    });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ status: 'cancelled', late_cancellation: false });
    const move = await t.request(`/api/appointments/${request.id}/reschedule`, {
      cookie: patient.cookie,
      json: { scheduled_at: utcAt(6, '10:00') },
    });
    expect(move.status).toBe(409);
  });

  it('strangers get 404, the signed out 401, and nothing changes', async () => {
    const { request } = await requested(t);
    for (const stranger of [await signUp(t), await signUp(t, { role: 'healer' })])
      for (const verb of ['accept', 'decline'])
        expect((await answer(t, stranger, request.id, verb)).status).toBe(404);
    for (const verb of ['accept', 'decline'])
      expect((await answer(t, undefined, request.id, verb)).status).toBe(401);
    expect((await rowOf(request.id)).status).toBe('pending');
  });

  it('answering a request drops its expiry job; a late run of it changes nothing', async () => {
    const { healer, request } = await requested(t);
    const jobsOf = async () =>
      (
        await t.database.db.execute<{ total: number }>(
          sql`select count(*)::int as total from graphile_worker._private_jobs where key = ${`booking-request:${request.id}`}`,
        )
      ).rows[0]!.total;
    expect(await jobsOf()).toBe(1);
    expect((await answer(t, healer, request.id, 'accept')).status).toBe(200);
    expect(await jobsOf()).toBe(0);
    expect(await expireBookingRequest(appointmentServicesOf(t), request.id)).toBeUndefined();
    expect((await rowOf(request.id)).status).toBe('scheduled');
  });

  it('a request cannot be moved while pending', async () => {
    const { patient, request } = await requested(t);
    const move = await t.request(`/api/appointments/${request.id}/reschedule`, {
      cookie: patient.cookie,
      json: { scheduled_at: utcAt(6, '10:00') },
    });
    expect(move.status).toBe(409);
    expect((await move.json()).error.code).toBe('invalid_state');
  });
});

describe('an unanswered request expires by itself', () => {
  const t = useTestApp({ BOOKING_REQUEST_HOLD_SECONDS: '2' });

  it('the expiry job frees its time; answering it afterwards is refused', async () => {
    const { healer, request } = await requested(t);
    await expect
      .poll(
        async () =>
          (
            await t.database.db.select().from(appointments).where(eq(appointments.id, request.id))
          )[0]?.status,
        { timeout: 30_000, interval: 250 },
      )
      .toBe('expired');
    expect(await freeSlots(t, healer.userId, utcDateIn(5))).toContain(request.scheduled_at);
    const late = await answer(t, healer, request.id, 'accept');
    expect(late.status).toBe(409);
    // The freed time can be booked.
    const again = await bookSession(t, await signUp(t), {
      healer_id: healer.userId,
      scheduled_at: request.scheduled_at,
    });
    expect(again.status).toBe(201);
  });
});
