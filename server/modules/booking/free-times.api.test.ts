import { describe, expect, it } from 'vitest';
import type { FreeTimes } from '@contract/availability';
import { signUp } from '../../../tests/support/accounts';
import {
  addSessionType,
  bookSession,
  freeSlots,
  healerWithWeek,
} from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';

describe('free times API (a profile’s next 7 days)', () => {
  const t = useTestApp();

  const freeTimes = async (healerId: string, query = '', cookie?: string) => {
    const response = await t.request(`/api/healers/${healerId}/free-times${query}`, { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as FreeTimes;
  };

  it('lists each of 7 days in the asked zone with the same starts as the slot list', async () => {
    const healer = await healerWithWeek(t, { timezone: 'Asia/Kolkata' });
    const answer = await freeTimes(healer.userId, '?tz=America/New_York');
    expect(answer).toMatchObject({
      timezone: 'America/New_York',
      healer_timezone: 'Asia/Kolkata',
      session_type_id: null,
      duration_minutes: 60,
    });
    expect(answer.days).toHaveLength(7);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format();
    expect(answer.days[0]!.date).toBe(today);
    for (const day of answer.days)
      expect(day.slots, day.date).toEqual(
        await freeSlots(t, healer.userId, day.date, { tz: 'America/New_York' }),
      );
    // Eight hours a day: at least five whole days' worth, whatever the hour (the first and the
    // last of the seven are cut by the present and by the end of the seven days, which in New
    // York can fall inside the Kolkata healer's hours).
    expect(answer.days.flatMap((day) => day.slots).length).toBeGreaterThanOrEqual(5 * 8);
  });

  it('follows bookings and session types, and is the same for every caller but the patient’s own clashes', async () => {
    const healer = await healerWithWeek(t);
    const type = await addSessionType(t, healer, { duration_minutes: 120 });
    const patient = await signUp(t);
    const before = await freeTimes(healer.userId);
    expect(before.session_type_id).toBe(type.id);
    expect(before.duration_minutes).toBe(120);
    const taken = before.days[2]!.slots[0]!;
    expect(
      (await bookSession(t, patient, { healer_id: healer.userId, scheduled_at: taken })).status,
    ).toBe(201);
    const anonymous = await freeTimes(healer.userId);
    expect(anonymous.days[2]!.slots).not.toContain(taken);
    const otherHealer = await healerWithWeek(t);
    const stranger = await signUp(t);
    for (const cookie of [healer.cookie, otherHealer.cookie, stranger.cookie])
      expect(await freeTimes(healer.userId, '', cookie)).toEqual(anonymous);
    // A patient is not offered times clashing with their own sessions elsewhere (decision 064).
    const elsewhere = anonymous.days[3]!.slots[0]!;
    expect(
      (await bookSession(t, stranger, { healer_id: otherHealer.userId, scheduled_at: elsewhere }))
        .status,
    ).toBe(201);
    expect((await freeTimes(healer.userId, '', stranger.cookie)).days[3]!.slots).not.toContain(
      elsewhere,
    );
    expect((await freeTimes(healer.userId)).days[3]!.slots).toContain(elsewhere);
  });

  it('answers 404 for an unknown id or a patient, 400 for a malformed zone or type', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    for (const id of [patient.userId, 'nobody', "x' OR '1'='1"]) {
      const response = await t.request(`/api/healers/${encodeURIComponent(id)}/free-times`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBeTruthy();
    }
    for (const query of [
      '?tz=Mars/Olympus',
      '?tz=',
      '?session_type_id=nope',
      `?session_type_id=${crypto.randomUUID()}`,
    ]) {
      const response = await t.request(`/api/healers/${healer.userId}/free-times${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message, query).toMatch(/tz|session_type_id/);
    }
  });
});
