import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppointmentDetail, AppointmentList } from '@contract/appointments';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { countQueries } from '../../../tests/support/query-counter';
import { useTestApp } from '../../../tests/support/test-app';
import { profiles } from '../../db/schema';

const HOUR = 3_600_000;
const SOME_ID = '3f2c9a4e-8b1d-4c6e-9f0a-1b2c3d4e5f60';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A whole hour `hours` from now (negative: in the past), so rows never overlap. */
const hoursFromNow = (hours: number) =>
  new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR);

describe('GET /api/appointments', () => {
  const t = useTestApp();

  const list = async (account: TestAccount, query = '') => {
    const response = await t.request(`/api/appointments${query}`, { cookie: account.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as AppointmentList;
  };
  const startsOf = (items: AppointmentDetail[]) => items.map((item) => item.scheduled_at);

  /** One healer, one patient, and a spread of appointments around now. */
  async function history() {
    const healer = await signUp(t, { role: 'healer', name: 'Dr. Maya Chen' });
    const patient = await signUp(t, { name: 'Sam Rivera' });
    const db = t.database.db;
    const at = (hours: number, status?: 'completed' | 'cancelled' | 'no_show') =>
      insertAppointment(db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: hoursFromNow(hours),
        status,
      });
    const rows = {
      future3: await at(72),
      future1: await at(2),
      futureCancelled: await at(48, 'cancelled'),
      // Started half an hour ago (the hour began before now): upcoming until it ends.
      inProgress: await insertAppointment(db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() - 30 * 60_000),
      }),
      endedUnmarked: await at(-3),
      completed1: await at(-24, 'completed'),
      completed2: await at(-48, 'completed'),
      noShow: await at(-72, 'no_show'),
      cancelled: await at(-96, 'cancelled'),
      completed3: await at(-120, 'completed'),
      completed4: await at(-144, 'completed'),
    };
    return { healer, patient, rows };
  }

  it('upcoming: scheduled and not yet ended, soonest first', async () => {
    const { healer, patient, rows } = await history();
    const expected = [rows.inProgress, rows.future1, rows.future3].map((row) =>
      row.scheduledAt.toISOString(),
    );
    for (const account of [healer, patient]) {
      const page = await list(account, '?view=upcoming');
      expect(startsOf(page.items)).toEqual(expected);
      expect(page.total).toBe(3);
      expect(page.items.every((item) => item.status === 'scheduled')).toBe(true);
    }
  });

  it('past: ended or closed, latest first, and the limit of 5 with the full total', async () => {
    const { healer, patient, rows } = await history();
    const expected = [
      rows.futureCancelled,
      rows.endedUnmarked,
      rows.completed1,
      rows.completed2,
      rows.noShow,
      rows.cancelled,
      rows.completed3,
      rows.completed4,
    ].map((row) => row.scheduledAt.toISOString());
    const all = await list(patient, '?view=past');
    expect(startsOf(all.items)).toEqual(expected);
    const five = await list(patient, '?view=past&limit=5');
    expect(startsOf(five.items)).toEqual(expected.slice(0, 5));
    expect(five.total).toBe(8);
    expect(five.next_cursor).not.toBeNull();
    expect(startsOf((await list(healer, '?view=past&limit=5')).items)).toEqual(
      expected.slice(0, 5),
    );
  });

  it('all (the default): every appointment, earliest first', async () => {
    const { patient } = await history();
    const page = await list(patient);
    const starts = startsOf(page.items);
    expect(starts).toHaveLength(11);
    expect(starts).toEqual([...starts].sort());
    expect(page.total).toBe(11);
  });

  it('pages through a view with the cursor, every row once, in order', async () => {
    const { patient } = await history();
    for (const view of ['all', 'upcoming', 'past']) {
      const whole = startsOf((await list(patient, `?view=${view}`)).items);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AppointmentList = await list(
          patient,
          `?view=${view}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...startsOf(page.items));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(whole);
    }
  });

  it('shows a healer only bookings with them and a patient only their own, with both names', async () => {
    const { healer, patient } = await history();
    const otherHealer = await signUp(t, { role: 'healer' });
    const otherPatient = await signUp(t);
    await insertAppointment(t.database.db, {
      healerId: otherHealer.userId,
      patientId: otherPatient.userId,
      startsAt: hoursFromNow(5),
    });
    const mine = await list(healer);
    expect(mine.items.every((item) => item.healer_id === healer.userId)).toBe(true);
    expect(mine.items[0]).toMatchObject({
      patient_name: 'Sam Rivera',
      healer_name: 'Dr. Maya Chen',
      patient_id: patient.userId,
    });
    expect((await list(otherHealer)).items).toHaveLength(1);
    expect((await list(otherPatient)).items).toHaveLength(1);
    expect((await list(await signUp(t))).items).toEqual([]);
  });

  it("falls back to 'Unknown Patient' and 'Unknown Healer' when a profile is missing", async () => {
    const db = t.database.db;
    const [healer, lostHealer] = await Promise.all([
      signUp(t, { role: 'healer' }),
      signUp(t, { role: 'healer' }),
    ]);
    const [lostPatient, patient] = await Promise.all([signUp(t), signUp(t)]);
    await insertAppointment(db, {
      healerId: healer.userId,
      patientId: lostPatient.userId,
      startsAt: hoursFromNow(4),
    });
    await insertAppointment(db, {
      healerId: lostHealer.userId,
      patientId: patient.userId,
      startsAt: hoursFromNow(4),
    });
    // Profiles come with every user (a trigger), so only a broken row lacks one.
    await db.delete(profiles).where(eq(profiles.userId, lostPatient.userId));
    await db.delete(profiles).where(eq(profiles.userId, lostHealer.userId));
    expect((await list(healer)).items[0]!.patient_name).toBe('Unknown Patient');
    expect((await list(patient)).items[0]).toMatchObject({
      healer_name: 'Unknown Healer',
      healer_picture_url: null,
    });
  });

  it('costs the same number of queries for 1 row as for 30 (names come from a join)', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const patients = await Promise.all(Array.from({ length: 3 }, () => signUp(t)));
    await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patients[0]!.userId,
      startsAt: hoursFromNow(1),
    });
    const one = await countQueries(t.database, () => list(healer, '?view=upcoming'));
    for (let i = 2; i <= 30; i += 1)
      await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patients[i % 3]!.userId,
        startsAt: hoursFromNow(i),
      });
    let page: AppointmentList | undefined;
    const many = await countQueries(t.database, async () => {
      page = await list(healer, '?view=upcoming');
    });
    expect(page!.items).toHaveLength(30);
    expect(new Set(page!.items.map((item) => item.patient_name)).size).toBe(3);
    expect(many).toBe(one);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.request('/api/appointments');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });

  it.each([
    ['?view=soon', 'view'],
    ['?view=%27%3B%20drop%20table%20appointments%3B--', 'view'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?cursor=not-a-cursor', 'cursor'],
    ['?cursor=%25_%25', 'cursor'],
    [`?view=all&cursor=${cursorOf({ v: 'all', t: '0000-01-01T00:00:00Z', i: SOME_ID })}`, 'cursor'],
    [`?view=all&cursor=${cursorOf({ v: 'all', t: '2026-01-01T00:00:00.000Z', i: 'x' })}`, 'cursor'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const patient = await signUp(t);
    const response = await t.request(`/api/appointments${query}`, { cookie: patient.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(new RegExp(`^${field}`));
  });

  it('refuses a cursor of another view', async () => {
    const { patient } = await history();
    const page = await list(patient, '?view=past&limit=1');
    const response = await t.request(`/api/appointments?view=all&cursor=${page.next_cursor}`, {
      cookie: patient.cookie,
    });
    expect(response.status).toBe(400);
  });
});
