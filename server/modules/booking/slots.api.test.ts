import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';
import { freeSlots, healerWithWeek, utcDateIn } from '../../../tests/support/booking';

describe('free slots API', () => {
  const t = useTestApp();

  it('lists one-hour starts of the healer day as UTC instants, with the healer zone', async () => {
    const healer = await healerWithWeek(t, { timezone: 'Asia/Kolkata' });
    const date = utcDateIn(5);
    const response = await t.request(`/api/healers/${healer.userId}/slots?date=${date}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ date, timezone: 'Asia/Kolkata', duration_minutes: 60 });
    // 09:00–17:00 IST is 03:30–11:30 UTC: eight starts on the half hour.
    expect(body.slots).toHaveLength(8);
    expect(body.slots[0]).toBe(`${date}T03:30:00.000Z`);
    expect(body.slots[7]).toBe(`${date}T10:30:00.000Z`);
  });

  it('needs no sign-in, and answers 404 for a patient or unknown id', async () => {
    const patient = await signUp(t);
    const date = utcDateIn(2);
    for (const id of [patient.userId, 'nobody', "x' OR '1'='1", '%25_']) {
      const response = await t.request(`/api/healers/${encodeURIComponent(id)}/slots?date=${date}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe('Healer not found');
    }
  });

  it('rejects malformed dates and dates beyond the 90-day horizon with 400', async () => {
    const healer = await healerWithWeek(t);
    for (const query of ['', '?date=', '?date=tomorrow', '?date=2025-02-30', '?date=2025-2-3']) {
      const response = await t.request(`/api/healers/${healer.userId}/slots${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.message).toMatch(/date/);
    }
    const far = await t.request(`/api/healers/${healer.userId}/slots?date=${utcDateIn(92)}`);
    expect(far.status).toBe(400);
    expect((await far.json()).error.message).toBe('Sessions can be booked at most 90 days ahead');
    expect(await freeSlots(t, healer.userId, utcDateIn(89))).toHaveLength(8);
  });

  it('offers nothing on a past date', async () => {
    const healer = await healerWithWeek(t);
    expect(await freeSlots(t, healer.userId, utcDateIn(-1))).toEqual([]);
  });

  it('leaves out starts overlapping a scheduled session of any length, but not cancelled ones', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const date = utcDateIn(3);
    const at = (time: string) => new Date(`${date}T${time}:00Z`);
    await t.database.db.insert(appointments).values([
      {
        title: 'Long session',
        patientId: patient.userId,
        healerId: healer.userId,
        scheduledAt: at('09:30'),
        endsAt: at('11:00'),
        durationMinutes: 90,
        mode: 'video',
      },
      {
        title: 'Cancelled',
        patientId: patient.userId,
        healerId: healer.userId,
        scheduledAt: at('13:00'),
        endsAt: at('14:00'),
        durationMinutes: 60,
        mode: 'video',
        status: 'cancelled',
      },
    ]);
    const slots = await freeSlots(t, healer.userId, date);
    expect(slots.map((slot) => slot.slice(11, 16))).toEqual([
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });

  it('documents every booking and availability route in the OpenAPI document', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/me/availability'])).toEqual(
      expect.arrayContaining(['get', 'put']),
    );
    expect(doc.paths['/api/me/availability/{id}']).toHaveProperty('delete');
    expect(doc.paths['/api/healers/{userId}/slots']).toHaveProperty('get');
    expect(doc.paths['/api/appointments']).toHaveProperty('post');
    for (const path of [
      '/api/healers/{userId}/available-days',
      '/api/healers/{userId}/session-types',
      '/api/me/booking-settings',
      '/api/me/session-types',
      '/api/me/availability-overrides',
      '/api/me/calendar',
    ])
      expect(doc.paths[path], path).toHaveProperty('get');
    for (const path of [
      '/api/appointments/{id}/reschedule',
      '/api/appointments/{id}/accept',
      '/api/appointments/{id}/decline',
    ])
      expect(doc.paths[path], path).toHaveProperty('post');
    expect(doc.paths['/api/me/session-types/{id}'].patch['x-access']).toBe('owner');
  });
});
