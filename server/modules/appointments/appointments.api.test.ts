import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PATIENT_BUSY_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@contract/appointments';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';
import { freeSlots, healerWithWeek, manyPatients, utcDateIn } from '../../../tests/support/booking';

describe('booking API', () => {
  const t = useTestApp();

  const book = (account: TestAccount | undefined, json: unknown, key?: string) =>
    t.request('/api/appointments', {
      json,
      cookie: account?.cookie,
      headers: key ? { 'idempotency-key': key } : {},
    });

  const rowsOf = async (healerId: string) =>
    t.database.db.select().from(appointments).where(eq(appointments.healerId, healerId));

  const bookingFor = (healer: TestAccount, time = '10:00', days = 3) => ({
    healer_id: healer.userId,
    scheduled_at: `${utcDateIn(days)}T${time}:00.000Z`,
    mode: 'video',
    title: 'Energy Healing Session',
    details: 'First visit',
  });

  it('books a free slot for a signed-in patient and takes it off the list', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const body = bookingFor(healer);
    const response = await book(patient, body);
    expect(response.status).toBe(201);
    const appointment = await response.json();
    expect(appointment).toMatchObject({
      title: 'Energy Healing Session',
      details: 'First visit',
      patient_id: patient.userId,
      healer_id: healer.userId,
      scheduled_at: body.scheduled_at,
      duration_minutes: 60,
      mode: 'video',
      status: 'scheduled',
      meeting_link: null,
    });
    expect(Object.keys(appointment).sort()).toEqual(
      [
        'id',
        'title',
        'details',
        'patient_id',
        'healer_id',
        'scheduled_at',
        'duration_minutes',
        'mode',
        'status',
        'meeting_link',
        'created_at',
        'session_type_id',
        'late_cancellation',
        'previous_scheduled_at',
        'expires_at',
      ].sort(),
    );
    expect(await freeSlots(t, healer.userId, utcDateIn(3))).not.toContain(body.scheduled_at);

    const again = await book(await signUp(t), body);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
  });

  it('refuses anonymous callers (401) and healers (403), and writes nothing', async () => {
    const healer = await healerWithWeek(t);
    const otherHealer = await healerWithWeek(t);
    expect((await book(undefined, bookingFor(healer))).status).toBe(401);
    const asHealer = await book(otherHealer, bookingFor(healer));
    expect(asHealer.status).toBe(403);
    expect((await asHealer.json()).error.message).toBe('Only patients can book sessions');
    const own = await book(healer, bookingFor(healer));
    expect(own.status).toBe(403);
    expect(await rowsOf(healer.userId)).toEqual([]);
  });

  it("answers 'Please fill in all required fields' for each missing field", async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const full = bookingFor(healer);
    for (const field of ['healer_id', 'scheduled_at', 'mode', 'title'] as const) {
      const { [field]: _left, ...missing } = full;
      const response = await book(patient, missing);
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_request', message: REQUIRED_FIELDS_MESSAGE },
      });
    }
    for (const blank of [{ title: '   ' }, { healer_id: '' }, { scheduled_at: '' }]) {
      const response = await book(patient, { ...full, ...blank });
      expect((await response.json()).error.message).toBe(REQUIRED_FIELDS_MESSAGE);
    }
    expect((await book(patient, {})).status).toBe(400);
    expect(await rowsOf(healer.userId)).toEqual([]);
  });

  it('rejects wrong types, oversize text and unknown modes', async () => {
    const healer = await healerWithWeek(t, { modes: ['video'] });
    const patient = await signUp(t);
    const full = bookingFor(healer);
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ title: 'x'.repeat(201) }, 400, 'title: Title must be at most 200 characters'],
      [{ details: 'x'.repeat(2001) }, 400, 'details: Details must be at most 2000 characters'],
      [{ healer_id: 42 }, 400, /healer_id/],
      [{ scheduled_at: 'tomorrow at ten' }, 400, /scheduled_at/],
      [{ scheduled_at: 1_900_000_000_000 }, 400, /scheduled_at/],
      [{ mode: 'telepathy' }, 400, 'mode: Mode must be video, chat or in_person'],
      [{ mode: 'chat' }, 400, 'This healer does not offer chat sessions'],
      [{ details: ['a'] }, 400, /details/],
      [{ healer_id: "' OR 1=1 --" }, 404, 'Healer not found'],
      [{ healer_id: '%_' }, 404, 'Healer not found'],
      [{ healer_id: patient.userId }, 404, 'Healer not found'],
    ];
    for (const [change, status, message] of cases) {
      const response = await book(patient, { ...full, ...change });
      expect(response.status, JSON.stringify(change).slice(0, 60)).toBe(status);
      expect((await response.json()).error.message).toMatch(message);
    }
    expect(await rowsOf(healer.userId)).toEqual([]);
  });

  it('accepts only a start that is one of the free slots right now', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const notASlot =
      "This time is not one of the healer's available slots. Please select a different time.";
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ scheduled_at: `${utcDateIn(3)}T10:30:00.000Z` }, notASlot],
      [{ scheduled_at: `${utcDateIn(3)}T08:00:00.000Z` }, notASlot],
      [{ scheduled_at: `${utcDateIn(3)}T16:30:00.000Z` }, notASlot],
      [
        { scheduled_at: `${utcDateIn(-2)}T10:00:00.000Z` },
        'This time is in the past. Please select a different time.',
      ],
      [
        { scheduled_at: `${utcDateIn(95)}T10:00:00.000Z` },
        'Sessions can be booked at most 90 days ahead',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await book(patient, { ...bookingFor(healer), ...change });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    // The same instant written with an offset is the same slot.
    const withOffset = await book(patient, {
      ...bookingFor(healer),
      scheduled_at: `${utcDateIn(3)}T12:00:00+02:00`,
    });
    expect(withOffset.status).toBe(201);
    expect((await withOffset.json()).scheduled_at).toBe(`${utcDateIn(3)}T10:00:00.000Z`);
  });

  it('stores hostile text verbatim, as data', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const hostile = `<script>alert('x')</script> %_ '; DROP TABLE appointments; --`;
    const response = await book(patient, {
      ...bookingFor(healer),
      title: hostile,
      details: hostile,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ title: hostile, details: hostile });
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });

  it('a race of 20 patients for one slot: one 201, nineteen 409s, one row', async () => {
    const healer = await healerWithWeek(t);
    const patients = await manyPatients(t, 20);
    const responses = await Promise.all(
      patients.map((patient) => book(patient, bookingFor(healer))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409))
      expect((await response.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });

  it('a race between a booking and overlapping sessions of other lengths: exactly one wins', async () => {
    const healer = await healerWithWeek(t);
    const patients = await manyPatients(t, 20);
    const date = utcDateIn(4);
    const at = (time: string) => new Date(`${date}T${time}:00Z`);
    // Half book 10:00–11:00 through the API; the other half write 90-minute sessions at
    // 09:30 (or 30-minute ones at 10:30) straight into the table, as another writer would.
    const attempts = patients.map(async (patient, index) => {
      if (index % 2 === 0) return (await book(patient, bookingFor(healer, '10:00', 4))).status;
      const long = index % 4 === 1;
      try {
        await t.database.db.insert(appointments).values({
          title: 'Direct',
          patientId: patient.userId,
          healerId: healer.userId,
          scheduledAt: at(long ? '09:30' : '10:30'),
          endsAt: at(long ? '11:00' : '11:00'),
          durationMinutes: long ? 90 : 30,
          mode: 'video',
        });
        return 201;
      } catch {
        return 409;
      }
    });
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });

  it('a patient racing for two healers at the same time gets one session', async () => {
    const first = await healerWithWeek(t);
    const second = await healerWithWeek(t);
    const patient = await signUp(t);
    const responses = await Promise.all([
      book(patient, bookingFor(first, '11:00')),
      book(patient, bookingFor(second, '11:00')),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.status === 409)!;
    expect((await loser.json()).error.message).toBe(PATIENT_BUSY_MESSAGE);
    const [scheduled] = await t.database.db
      .select({ total: count() })
      .from(appointments)
      .where(and(eq(appointments.patientId, patient.userId), eq(appointments.status, 'scheduled')));
    expect(scheduled?.total).toBe(1);

    // Sequentially, the same rule says so clearly.
    const third = await healerWithWeek(t);
    const later = await book(patient, bookingFor(third, '11:00'));
    expect(later.status).toBe(409);
    expect((await later.json()).error.message).toBe(PATIENT_BUSY_MESSAGE);
  });

  it('a retried Idempotency-Key returns the first booking instead of a second one or a 409', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const body = bookingFor(healer, '12:00');
    const first = await book(patient, body, 'attempt-1');
    expect(first.status).toBe(201);
    const created = await first.json();
    const retry = await book(patient, body, 'attempt-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(created);

    const reused = await book(patient, { ...body, title: 'Something else' }, 'attempt-1');
    expect(reused.status).toBe(422);
    // Keys are per patient: another patient's identical key is a new request.
    const other = await book(await signUp(t), body, 'attempt-1');
    expect(other.status).toBe(409);
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });

  it('concurrent retries with one key: one booking, every answer is that booking', async () => {
    const healer = await healerWithWeek(t);
    const patient = await signUp(t);
    const body = bookingFor(healer, '14:00');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => book(patient, body, 'double-click')),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });

  it('rejects an oversize Idempotency-Key', async () => {
    const healer = await healerWithWeek(t);
    const response = await book(await signUp(t), bookingFor(healer), 'k'.repeat(201));
    expect(response.status).toBe(400);
    expect(await rowsOf(healer.userId)).toEqual([]);
  });

  it('a booking refused by the exclusion constraint itself (not the check before it) gets the 409', async () => {
    const healer = await healerWithWeek(t);
    const [patient, other] = await manyPatients(t, 2);
    const body = bookingFor(healer, '15:00', 6);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const start = new Date(body.scheduled_at);
    const blocking = t.database.db.transaction(async (tx) => {
      await tx.insert(appointments).values({
        title: 'Uncommitted',
        patientId: other!.userId,
        healerId: healer.userId,
        scheduledAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        durationMinutes: 60,
        mode: 'video',
      });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The check before the insert cannot see the uncommitted row; the insert waits for it.
    const pending = book(patient!, body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await blocking;
    const response = await pending;
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(await rowsOf(healer.userId)).toHaveLength(1);
  });
});
