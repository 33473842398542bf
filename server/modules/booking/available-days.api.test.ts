import { describe, expect, it } from 'vitest';
import type { AvailableDays, FreeSlots } from '@contract/availability';
import { signUp } from '../../../tests/support/accounts';
import {
  addSessionType,
  bookSession,
  healerWithWeek,
  setBookingRules,
  utcDateIn,
} from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';

/** Every date of a `YYYY-MM` month. */
function datesOf(month: string): string[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${String(day + 1).padStart(2, '0')}`);
}

describe("the booking calendar in the patient's zone", () => {
  const t = useTestApp();

  const days = async (healerId: string, query: string) => {
    const response = await t.request(`/api/healers/${healerId}/available-days?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as AvailableDays;
  };

  it('marks the days of a month with a free start: not days off, not full days', async () => {
    const healer = await healerWithWeek(t, { start: '09:00', end: '12:00' });
    await setBookingRules(t, healer, { daily_max_sessions: 1 });
    // A month that lies wholly between 15 and 76 days ahead: every day is in reach.
    const month = utcDateIn(45).slice(0, 7);
    const [off, full] = [`${month}-10`, `${month}-20`];
    await t.request('/api/me/availability-overrides', {
      cookie: healer.cookie,
      json: { date_from: off, available: false },
    });
    expect(
      (
        await bookSession(t, await signUp(t), {
          healer_id: healer.userId,
          scheduled_at: `${full}T10:00:00.000Z`,
        })
      ).status,
    ).toBe(201);
    const answer = await days(healer.userId, `month=${month}&tz=UTC`);
    expect(answer).toMatchObject({
      month,
      timezone: 'UTC',
      healer_timezone: 'UTC',
      session_type_id: null,
      duration_minutes: 60,
    });
    expect(answer.days).toEqual(datesOf(month).filter((date) => date !== off && date !== full));
    // Without tz the days are the healer's.
    expect((await days(healer.userId, `month=${month}`)).days).toEqual(answer.days);
  });

  it('leaves out the past and days beyond the horizon', async () => {
    const healer = await healerWithWeek(t);
    await setBookingRules(t, healer, { horizon_days: 5, min_notice_hours: 0 });
    const months = [...new Set([0, 1, 2, 3, 4, 5, 6, 40].map((n) => utcDateIn(n).slice(0, 7)))];
    const listed = (
      await Promise.all(
        months.map(async (month) => (await days(healer.userId, `month=${month}`)).days),
      )
    ).flat();
    expect(listed.every((date) => date >= utcDateIn(0) && date <= utcDateIn(5))).toBe(true);
    expect(listed).toContain(utcDateIn(5));
    expect(listed).not.toContain(utcDateIn(-1));
    expect((await days(healer.userId, 'month=2020-01')).days).toEqual([]);
  });

  it('reads a Kolkata healer’s mornings as the Los Angeles evening before', async () => {
    const healer = await healerWithWeek(t, {
      timezone: 'Asia/Kolkata',
      start: '09:00',
      end: '12:00',
    });
    const month = utcDateIn(45).slice(0, 7);
    // Off on the 16th in Kolkata: the 15th in Los Angeles has nothing left.
    await t.request('/api/me/availability-overrides', {
      cookie: healer.cookie,
      json: { date_from: `${month}-16`, available: false },
    });
    const answer = await days(healer.userId, `month=${month}&tz=America/Los_Angeles`);
    expect(answer.timezone).toBe('America/Los_Angeles');
    expect(answer.healer_timezone).toBe('Asia/Kolkata');
    expect(answer.days).not.toContain(`${month}-15`);
    expect(answer.days).toContain(`${month}-14`);
    expect(answer.days).toContain(`${month}-16`);

    const response = await t.request(
      `/api/healers/${healer.userId}/slots?date=${month}-14&tz=America/Los_Angeles`,
    );
    const slots = (await response.json()) as FreeSlots;
    expect(slots).toMatchObject({
      date: `${month}-14`,
      date_timezone: 'America/Los_Angeles',
      timezone: 'Asia/Kolkata',
    });
    expect(slots.slots).toHaveLength(3);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' });
    expect(slots.slots.every((slot) => local.format(new Date(slot)) === `${month}-14`)).toBe(true);
    const inKolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(slots.slots.every((slot) => inKolkata.format(new Date(slot)) === `${month}-15`)).toBe(
      true,
    );
  });

  it('follows the session type, and refuses malformed months, zones and types', async () => {
    const healer = await healerWithWeek(t, { start: '09:00', end: '10:00' });
    const long = await addSessionType(t, healer, { duration_minutes: 90 });
    await addSessionType(t, healer, { duration_minutes: 60, position: 0 });
    const month = utcDateIn(45).slice(0, 7);
    expect((await days(healer.userId, `month=${month}`)).days.length).toBeGreaterThan(27);
    // A 90-minute session never fits a one-hour window.
    const answer = await days(healer.userId, `month=${month}&session_type_id=${long.id}`);
    expect(answer).toMatchObject({ session_type_id: long.id, duration_minutes: 90, days: [] });
    // A length asked outright (moving a session keeps its own length).
    expect(await days(healer.userId, `month=${month}&duration_minutes=90`)).toMatchObject({
      session_type_id: null,
      duration_minutes: 90,
      days: [],
    });
    for (const query of [
      '',
      'month=2026-13',
      'month=2026-1',
      'month=next',
      `month=${month}&tz=Mars/Olympus`,
      `month=${month}&tz=${'x'.repeat(100)}`,
      `month=${month}&session_type_id=nope`,
      `month=${month}&session_type_id=00000000-0000-4000-8000-000000000000`,
      `month=${month}&duration_minutes=50`,
      `month=${month}&duration_minutes=60&session_type_id=${long.id}`,
    ]) {
      const response = await t.request(`/api/healers/${healer.userId}/available-days?${query}`);
      expect(response.status, query).toBe(400);
    }
    const patient = await signUp(t);
    expect(
      (await t.request(`/api/healers/${patient.userId}/available-days?month=${month}`)).status,
    ).toBe(404);
  });
});
