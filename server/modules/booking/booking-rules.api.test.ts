import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@contract/appointments';
import type { UpdateBookingSettings } from '@contract/practice';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import {
  addSessionType,
  bookSession,
  freeSlots,
  healerWithWeek,
  manyPatients,
  setBookingRules,
  utcAt,
  utcDateIn,
} from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';
import { startInHours } from '../../../tests/support/session-start';
import { appointments } from '../../db/schema';
import { EXCLUSION_VIOLATION, pgErrorOf } from '../../db/pg-error';

const HOUR = 3_600_000;
const hhmm = (slots: string[]) => slots.map((slot) => slot.slice(11, 16));

describe('booking rules: slots, booking and rescheduling follow the same engine', () => {
  const t = useTestApp();

  const reschedule = (account: TestAccount, id: string, scheduledAt: string) =>
    t.request(`/api/appointments/${id}/reschedule`, {
      cookie: account.cookie,
      json: { scheduled_at: scheduledAt },
    });
  const heldBy = (healerId: string) =>
    t.database.db.select().from(appointments).where(eq(appointments.healerId, healerId));

  /**
   * A UTC healer free all day every day, with these rules, and a patient holding one session
   * (09:00 on `heldDay`) to move around.
   */
  async function practice(
    rules: UpdateBookingSettings,
    window = { start: '00:00', end: '24:00' },
    heldDay = 20,
  ) {
    const healer = await healerWithWeek(t, window);
    await setBookingRules(t, healer, rules);
    const patient = await signUp(t);
    const booked = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: utcAt(heldDay, '09:00'),
    });
    expect(booked.status).toBe(201);
    const appointment = (await booked.json()) as { id: string; scheduled_at: string };
    return { healer, patient, appointment };
  }

  /** The start is refused alike by a new booking and by moving the held session there. */
  async function refusedEverywhere(
    setup: Awaited<ReturnType<typeof practice>>,
    start: string,
    status: number,
    message: string | RegExp,
  ) {
    const other = await signUp(t);
    const booking = await bookSession(t, other, {
      healer_id: setup.healer.userId,
      scheduled_at: start,
    });
    expect(booking.status, `booking ${start}`).toBe(status);
    expect((await booking.json()).error.message).toMatch(message);
    for (const who of [setup.patient, setup.healer]) {
      const move = await reschedule(who, setup.appointment.id, start);
      expect(move.status, `moving to ${start}`).toBe(status);
      expect((await move.json()).error.message).toMatch(message);
    }
    const rows = await heldBy(setup.healer.userId);
    expect(rows.map((row) => row.scheduledAt.toISOString())).toContain(
      setup.appointment.scheduled_at,
    );
  }

  it('minimum notice: nothing sooner is listed, booked or moved to', async () => {
    const setup = await practice({ min_notice_hours: 48 });
    const soon = startInHours(30);
    await refusedEverywhere(
      setup,
      soon,
      400,
      'Sessions must be booked at least 48 hours ahead. Please select a later time.',
    );
    const earliest = Date.now() + 48 * HOUR;
    const listed = [
      ...(await freeSlots(t, setup.healer.userId, utcDateIn(1))),
      ...(await freeSlots(t, setup.healer.userId, utcDateIn(2))),
      // Late in the UTC day the 48 hours end too late on day 2 for any hour's session.
      ...(await freeSlots(t, setup.healer.userId, utcDateIn(3))),
    ];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((slot) => Date.parse(slot) >= earliest)).toBe(true);
    const later = startInHours(50);
    expect((await reschedule(setup.patient, setup.appointment.id, later)).status).toBe(200);
  });

  it('horizon: the healer’s own number of days', async () => {
    const setup = await practice({ horizon_days: 10 }, undefined, 8);
    await refusedEverywhere(
      setup,
      utcAt(12, '10:00'),
      400,
      'Sessions can be booked at most 10 days ahead',
    );
    const far = await t.request(`/api/healers/${setup.healer.userId}/slots?date=${utcDateIn(12)}`);
    expect(far.status).toBe(400);
    expect(await freeSlots(t, setup.healer.userId, utcDateIn(10))).toHaveLength(24);
    expect((await reschedule(setup.healer, setup.appointment.id, utcAt(9, '10:00'))).status).toBe(
      200,
    );
  });

  it('session types: the length and step follow the type; other types and healers’ types are refused', async () => {
    const healer = await healerWithWeek(t, { start: '09:00', end: '12:00' });
    const short = await addSessionType(t, healer, { name: 'Check-in', duration_minutes: 30 });
    const long = await addSessionType(t, healer, { name: 'Deep', duration_minutes: 90 });
    const date = utcDateIn(6);
    expect(hhmm(await freeSlots(t, healer.userId, date))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(hhmm(await freeSlots(t, healer.userId, date, { session_type_id: long.id }))).toEqual([
      '09:00',
      '10:30',
    ]);
    await setBookingRules(t, healer, { slot_step_minutes: 15 });
    expect(hhmm(await freeSlots(t, healer.userId, date, { session_type_id: long.id }))).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
    ]);

    const patient = await signUp(t);
    const booked = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: `${date}T09:15:00.000Z`,
      session_type_id: long.id,
    });
    expect(booked.status).toBe(201);
    expect(await booked.json()).toMatchObject({ duration_minutes: 90, session_type_id: long.id });
    expect(hhmm(await freeSlots(t, healer.userId, date, { session_type_id: short.id }))).toEqual([
      '10:45',
      '11:00',
      '11:15',
      '11:30',
    ]);

    const stranger = await healerWithWeek(t);
    const theirs = await addSessionType(t, stranger, { duration_minutes: 60 });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await bookSession(t, await signUp(t), {
        healer_id: healer.userId,
        scheduled_at: `${date}T11:00:00.000Z`,
        session_type_id: id,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/no such session type/);
      expect(
        (await t.request(`/api/healers/${healer.userId}/slots?date=${date}&session_type_id=${id}`))
          .status,
      ).toBe(400);
    }
    await t.request(`/api/me/session-types/${short.id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { is_active: false },
    });
    const inactive = await bookSession(t, await signUp(t), {
      healer_id: healer.userId,
      scheduled_at: `${date}T11:00:00.000Z`,
      session_type_id: short.id,
    });
    expect(inactive.status).toBe(400);
    // A mode the type does not offer is refused as before.
    const mode = await bookSession(t, await signUp(t), {
      healer_id: healer.userId,
      scheduled_at: `${date}T11:00:00.000Z`,
      session_type_id: long.id,
      mode: 'in_person',
    });
    expect((await mode.json()).error.message).toBe('This healer does not offer in-person sessions');
  });

  it('buffers: the time around each session stays free, for booking and for moving', async () => {
    const setup = await practice({ buffer_after_minutes: 30, slot_step_minutes: 30 });
    const date = utcDateIn(20);
    const listed = hhmm(await freeSlots(t, setup.healer.userId, date));
    // 09:00–10:00 holds until 10:30, and a new session holds 30 minutes after its own end.
    for (const taken of ['08:00', '08:30', '09:00', '09:30', '10:00'])
      expect(listed).not.toContain(taken);
    expect(listed).toContain('07:30');
    expect(listed).toContain('10:30');
    const second = await signUp(t);
    const refused = await bookSession(t, second, {
      healer_id: setup.healer.userId,
      scheduled_at: utcAt(20, '10:00'),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    const later = await bookSession(t, second, {
      healer_id: setup.healer.userId,
      scheduled_at: utcAt(20, '14:00'),
    });
    expect(later.status).toBe(201);
    const { id } = (await later.json()) as { id: string };
    for (const who of [second, setup.healer]) {
      const move = await reschedule(who, id, utcAt(20, '10:00'));
      expect(move.status).toBe(409);
      expect((await move.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    }
    expect((await reschedule(second, id, utcAt(20, '10:30'))).status).toBe(200);
  });

  it('buffers are kept by the database itself under concurrency', async () => {
    const healer = await healerWithWeek(t);
    await setBookingRules(t, healer, { buffer_after_minutes: 30, slot_step_minutes: 30 });
    const patients = await manyPatients(t, 18);
    // 10:00, 10:30 and 11:00 all collide once 30 minutes after each are held.
    const starts = ['10:00', '10:30', '11:00'];
    const responses = await Promise.all(
      patients.map((patient, index) =>
        bookSession(t, patient, {
          healer_id: healer.userId,
          scheduled_at: utcAt(7, starts[index % 3]!),
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(17);
    expect(await heldBy(healer.userId)).toHaveLength(1);

    // A writer that skips every check is refused by the exclusion constraint on held ranges.
    const [row] = await heldBy(healer.userId);
    const writer = await signUp(t);
    const afterBuffer = new Date(row!.endsAt.getTime() + 15 * 60_000);
    const direct = t.database.db.insert(appointments).values({
      title: 'Direct',
      patientId: writer.userId,
      healerId: healer.userId,
      scheduledAt: afterBuffer,
      endsAt: new Date(afterBuffer.getTime() + HOUR),
      durationMinutes: 60,
      mode: 'video',
    });
    const error = await direct.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(pgErrorOf(error)).toMatchObject({
      code: EXCLUSION_VIOLATION,
      constraint: 'appointments_healer_no_overlap',
    });
  });

  it('daily maximum: the day closes once full, also when bookings race', async () => {
    const healer = await healerWithWeek(t);
    await setBookingRules(t, healer, { daily_max_sessions: 2 });
    const patients = await manyPatients(t, 8);
    const responses = await Promise.all(
      patients.map((patient, index) =>
        bookSession(t, patient, {
          healer_id: healer.userId,
          scheduled_at: utcAt(8, `${9 + index}:00`.padStart(5, '0')),
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(2);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(6);
    expect((await refused[0]!.json()).error.code).toBe('day_full');
    expect(await freeSlots(t, healer.userId, utcDateIn(8))).toEqual([]);
    expect(await freeSlots(t, healer.userId, utcDateIn(9))).toHaveLength(8);

    // Moving a session within its own full day is fine: its own place does not count twice.
    const rows = await heldBy(healer.userId);
    const taken = rows.map((row) => row.scheduledAt.toISOString());
    const free = Array.from({ length: 8 }, (_, i) => utcAt(8, `${9 + i}:00`.padStart(5, '0'))).find(
      (start) => !taken.includes(start),
    )!;
    const owner = patients.find((patient) => patient.userId === rows[0]!.patientId)!;
    expect((await reschedule(owner, rows[0]!.id, free)).status).toBe(200);
  });

  it('date overrides: a day off refuses, custom hours allow what the week does not', async () => {
    const setup = await practice({}, { start: '09:00', end: '12:00' });
    await t.request('/api/me/availability-overrides', {
      cookie: setup.healer.cookie,
      json: { date_from: utcDateIn(15), available: false },
    });
    await refusedEverywhere(
      setup,
      utcAt(15, '10:00'),
      400,
      "This time is not one of the healer's available slots. Please select a different time.",
    );
    await t.request('/api/me/availability-overrides', {
      cookie: setup.healer.cookie,
      json: {
        date_from: utcDateIn(16),
        available: true,
        windows: [{ start_time: '18:00', end_time: '20:00' }],
      },
    });
    await refusedEverywhere(
      setup,
      utcAt(16, '10:00'),
      400,
      "This time is not one of the healer's available slots. Please select a different time.",
    );
    expect((await reschedule(setup.patient, setup.appointment.id, utcAt(16, '18:00'))).status).toBe(
      200,
    );
  });
});
