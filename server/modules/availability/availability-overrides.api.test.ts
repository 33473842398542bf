import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AvailabilityOverrideList,
  Calendar,
  CreatedAvailabilityOverride,
} from '@contract/availability';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { freeSlots, healerWithWeek, utcDateIn } from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';
import { availabilityOverrides } from '../../db/schema';

describe('date overrides and the calendar', () => {
  const t = useTestApp();

  const post = (account: TestAccount | undefined, json: unknown) =>
    t.request('/api/me/availability-overrides', { cookie: account?.cookie, json });
  const list = async (healer: TestAccount) =>
    (await (
      await t.request('/api/me/availability-overrides', { cookie: healer.cookie })
    ).json()) as AvailabilityOverrideList;
  const rowsOf = (healerId: string) =>
    t.database.db
      .select()
      .from(availabilityOverrides)
      .where(eq(availabilityOverrides.healerId, healerId));

  it('a day off empties its slots; custom hours replace the week; deleting restores it', async () => {
    const healer = await healerWithWeek(t);
    const [off, custom] = [utcDateIn(5), utcDateIn(6)];
    expect(await freeSlots(t, healer.userId, off)).toHaveLength(8);

    const dayOff = await post(healer, { date_from: off, available: false });
    expect(dayOff.status).toBe(201);
    const created = (await dayOff.json()) as CreatedAvailabilityOverride;
    expect(created).toEqual({
      override: {
        id: expect.any(String),
        date_from: off,
        date_to: off,
        available: false,
        windows: [],
      },
      standing_sessions: [],
    });
    expect(await freeSlots(t, healer.userId, off)).toEqual([]);

    const hours = await post(healer, {
      date_from: custom,
      date_to: custom,
      available: true,
      windows: [
        { start_time: '18:00', end_time: '20:00' },
        { start_time: '07:00', end_time: '08:00' },
      ],
    });
    expect(hours.status).toBe(201);
    expect(await freeSlots(t, healer.userId, custom)).toEqual([
      `${custom}T07:00:00.000Z`,
      `${custom}T18:00:00.000Z`,
      `${custom}T19:00:00.000Z`,
    ]);
    expect((await list(healer)).items.map((item) => item.date_from)).toEqual([off, custom]);

    const removed = await t.request(`/api/me/availability-overrides/${created.override.id}`, {
      method: 'DELETE',
      cookie: healer.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await freeSlots(t, healer.userId, off)).toHaveLength(8);
  });

  it('time off over booked sessions is allowed and lists the sessions that still stand', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const [from, to] = [utcDateIn(10), utcDateIn(12)];
    const inside = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(`${utcDateIn(11)}T10:00:00Z`),
      title: 'Kept session',
    });
    const fits = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(`${utcDateIn(12)}T14:00:00Z`),
    });
    await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(`${utcDateIn(13)}T10:00:00Z`),
    });
    // Hours 13:00–16:00 on all three days: the 14:00 session fits them, the 10:00 one does not.
    const response = await post(healer, {
      date_from: from,
      date_to: to,
      available: true,
      windows: [{ start_time: '13:00', end_time: '16:00' }],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as CreatedAvailabilityOverride;
    expect(body.standing_sessions).toEqual([
      {
        id: inside.id,
        title: 'Kept session',
        scheduled_at: inside.scheduledAt.toISOString(),
        ends_at: inside.endsAt.toISOString(),
        status: 'scheduled',
        mode: 'video',
        patient_id: patient.userId,
        patient_name: patient.name,
      },
    ]);
    expect(body.standing_sessions.map((s) => s.id)).not.toContain(fits.id);
    // Nothing was cancelled.
    const calendar = (await (
      await t.request(`/api/me/calendar?from=${from}&days=3`, { cookie: healer.cookie })
    ).json()) as Calendar;
    expect(calendar.days.flatMap((day) => day.sessions.map((s) => s.id)).sort()).toEqual(
      [inside.id, fits.id].sort(),
    );
  });

  it('refuses overlapping ranges, past dates and malformed input, writing nothing', async () => {
    const healer = await signUp(t, { role: 'healer' });
    expect(
      (await post(healer, { date_from: utcDateIn(20), date_to: utcDateIn(25), available: false }))
        .status,
    ).toBe(201);
    const overlap = await post(healer, { date_from: utcDateIn(25), available: false });
    expect(overlap.status).toBe(409);
    expect((await overlap.json()).error.code).toBe('override_overlap');

    const cases: Array<[unknown, RegExp]> = [
      [{ date_from: utcDateIn(-3), date_to: utcDateIn(-1), available: false }, /already past/],
      [{ date_from: utcDateIn(5), date_to: utcDateIn(4), available: false }, /not be before/],
      [{ date_from: utcDateIn(5), date_to: utcDateIn(400), available: false }, /at most a year/],
      [{ date_from: '2030-02-30', available: false }, /date_from/],
      [{ date_from: utcDateIn(5), available: true }, /windows/],
      [{ date_from: utcDateIn(5), available: true, windows: [] }, /at least one time window/],
      [
        {
          date_from: utcDateIn(5),
          available: true,
          windows: [
            { start_time: '09:00', end_time: '12:00' },
            { start_time: '11:00', end_time: '13:00' },
          ],
        },
        /Window 2 overlaps window 1/,
      ],
      [
        {
          date_from: utcDateIn(5),
          available: true,
          windows: [{ start_time: '10:00', end_time: '09:00' }],
        },
        /Window 1: end must be after start/,
      ],
      [
        {
          date_from: utcDateIn(5),
          available: true,
          windows: [{ start_time: '09:10', end_time: '10:00' }],
        },
        /quarter hour/,
      ],
      [
        {
          date_from: utcDateIn(5),
          available: false,
          windows: [{ start_time: '09:00', end_time: '10:00' }],
        },
        /windows|Unrecognized/i,
      ],
      [{ date_from: utcDateIn(5), available: 'no' }, /available/],
    ];
    for (const [body, message] of cases) {
      const response = await post(healer, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });

  it('the calendar shows the week, overrides and sessions of each coming day', async () => {
    const healer = await healerWithWeek(t, { start: '09:00', end: '12:00' });
    const patient = await signUp(t);
    const from = utcDateIn(3);
    await post(healer, { date_from: utcDateIn(4), available: false });
    await post(healer, {
      date_from: utcDateIn(5),
      available: true,
      windows: [{ start_time: '14:00', end_time: '15:30' }],
    });
    const session = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(`${from}T10:00:00Z`),
    });
    const response = await t.request(`/api/me/calendar?from=${from}&days=3`, {
      cookie: healer.cookie,
    });
    expect(response.status).toBe(200);
    const calendar = (await response.json()) as Calendar;
    expect(calendar.timezone).toBe('UTC');
    expect(
      calendar.days.map((day) => [
        day.date,
        day.source,
        day.windows,
        day.sessions.map((s) => s.id),
      ]),
    ).toEqual([
      [from, 'weekly', [{ start_time: '09:00', end_time: '12:00' }], [session.id]],
      [utcDateIn(4), 'override', [], []],
      [utcDateIn(5), 'override', [{ start_time: '14:00', end_time: '15:30' }], []],
    ]);
    expect((await t.request('/api/me/calendar', { cookie: healer.cookie })).status).toBe(200);
    for (const query of ['?days=0', '?days=63', '?from=soon', '?days=x'])
      expect(
        (await t.request(`/api/me/calendar${query}`, { cookie: healer.cookie })).status,
        query,
      ).toBe(400);
  });

  it('who may call: owner, stranger of the same role, other role, anonymous', async () => {
    const owner = await signUp(t, { role: 'healer' });
    const stranger = await signUp(t, { role: 'healer' });
    const patient = await signUp(t);
    const created = (await (
      await post(owner, { date_from: utcDateIn(30), available: false })
    ).json()) as CreatedAvailabilityOverride;
    const path = `/api/me/availability-overrides/${created.override.id}`;
    expect((await t.request(path, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect((await list(stranger)).items).toEqual([]);
    for (const [route, method, json] of [
      ['/api/me/availability-overrides', 'GET', undefined],
      ['/api/me/availability-overrides', 'POST', { date_from: utcDateIn(31), available: false }],
      [path, 'DELETE', undefined],
      ['/api/me/calendar', 'GET', undefined],
    ] as const) {
      expect((await t.request(route, { method, json })).status, `${method} ${route}`).toBe(401);
      const asPatient = await t.request(route, { method, json, cookie: patient.cookie });
      expect(asPatient.status, `${method} ${route}`).toBe(403);
    }
    expect(await rowsOf(owner.userId)).toHaveLength(1);
    expect(await rowsOf(patient.userId)).toHaveLength(0);
  });
});
