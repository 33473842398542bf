import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { bookSession, healerWithWeek, utcAt, utcDateIn } from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';

describe('free slots leave out times that clash with the patient’s own sessions', () => {
  const t = useTestApp();

  const slotsFor = async (healerId: string, date: string, viewer?: TestAccount) => {
    const response = await t.request(`/api/healers/${healerId}/slots?date=${date}`, {
      cookie: viewer?.cookie,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { slots: string[] }).slots;
  };
  const daysFor = async (healerId: string, month: string, viewer?: TestAccount) => {
    const response = await t.request(`/api/healers/${healerId}/available-days?month=${month}`, {
      cookie: viewer?.cookie,
    });
    return ((await response.json()) as { days: string[] }).days;
  };

  it('hides the clashing start from that patient only, on both the slot list and the calendar', async () => {
    const first = await healerWithWeek(t);
    const second = await healerWithWeek(t);
    const patient = await signUp(t);
    const otherPatient = await signUp(t);
    const date = utcDateIn(3);
    const booked = utcAt(3, '10:00');
    expect(
      (await bookSession(t, patient, { healer_id: first.userId, scheduled_at: booked })).status,
    ).toBe(201);

    // The same hour with the other healer: offered to anyone but this patient.
    expect(await slotsFor(second.userId, date)).toContain(booked);
    expect(await slotsFor(second.userId, date, otherPatient)).toContain(booked);
    const mine = await slotsFor(second.userId, date, patient);
    expect(mine).not.toContain(booked);
    expect(mine).toContain(utcAt(3, '11:00'));
    // Healers see every free start (they do not book).
    expect(await slotsFor(second.userId, date, first)).toContain(booked);
    // And what is offered is what the database would accept.
    const clash = await bookSession(t, patient, { healer_id: second.userId, scheduled_at: booked });
    expect(clash.status).toBe(409);
  });

  it('drops a day from the calendar when every start of it clashes', async () => {
    const busy = await healerWithWeek(t, { start: '09:00', end: '10:00' });
    const other = await healerWithWeek(t, { start: '09:00', end: '10:00' });
    const patient = await signUp(t);
    const date = utcDateIn(4);
    expect(
      (await bookSession(t, patient, { healer_id: busy.userId, scheduled_at: utcAt(4, '09:00') }))
        .status,
    ).toBe(201);
    const month = date.slice(0, 7);
    expect(await daysFor(other.userId, month)).toContain(date);
    expect(await daysFor(other.userId, month, patient)).not.toContain(date);
  });
});
