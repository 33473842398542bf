import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEETING_LINK_MESSAGE } from '@contract/appointments';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';
import { freeSlots, healerWithWeek, utcDateIn } from '../../../tests/support/booking';
import { updateAppointment } from './update-appointment';

const HOUR = 3_600_000;

describe('PATCH /api/appointments/:id', () => {
  const t = useTestApp();

  const patch = (account: TestAccount | undefined, id: string, json: unknown) =>
    t.request(`/api/appointments/${id}`, { method: 'PATCH', cookie: account?.cookie, json });
  const rowOf = async (id: string) =>
    (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  /** A healer, their patient, a third user of each role, and one appointment. */
  async function cast(startsInHours: number) {
    const [healer, otherHealer] = await Promise.all([
      signUp(t, { role: 'healer' }),
      signUp(t, { role: 'healer' }),
    ]);
    const [patient, otherPatient] = await Promise.all([signUp(t), signUp(t)]);
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() + startsInHours * HOUR),
    });
    return { healer, patient, otherHealer, otherPatient, appointment };
  }

  async function expectError(response: Response, status: number, message?: RegExp | string) {
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    if (message) expect(body.error.message).toMatch(message);
  }

  describe('meeting link', () => {
    it('the healer sets, replaces and clears it; the patient sees it', async () => {
      const { healer, patient, appointment } = await cast(24);
      const set = await patch(healer, appointment.id, {
        meeting_link: '  https://meet.example.com/abc-defg?pwd=1  ',
      });
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({
        id: appointment.id,
        meeting_link: 'https://meet.example.com/abc-defg?pwd=1',
        patient_name: patient.name,
        healer_name: healer.name,
        status: 'scheduled',
      });
      const seen = await t.request(`/api/appointments/${appointment.id}`, {
        cookie: patient.cookie,
      });
      expect((await seen.json()).meeting_link).toBe('https://meet.example.com/abc-defg?pwd=1');
      expect(
        (await (await patch(healer, appointment.id, { meeting_link: 'http://zoom.us/j/1' })).json())
          .meeting_link,
      ).toBe('http://zoom.us/j/1');
      for (const empty of ['', null]) {
        const cleared = await patch(healer, appointment.id, { meeting_link: 'https://a.example' });
        expect(cleared.status).toBe(200);
        const response = await patch(healer, appointment.id, { meeting_link: empty });
        expect((await response.json()).meeting_link).toBeNull();
      }
    });

    it.each([
      'javascript:alert(1)',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com/room',
      'https://',
      '<a href="https://x.example">join</a>',
      'https://x.example/"><script>alert(1)</script>',
      'https://x.example/ room',
      "https://x.example/'%_",
    ])('refuses %s with a clear message and writes nothing', async (link) => {
      const { healer, appointment } = await cast(24);
      await expectError(
        await patch(healer, appointment.id, { meeting_link: link }),
        400,
        MEETING_LINK_MESSAGE,
      );
      expect((await rowOf(appointment.id)).meetingLink).toBeNull();
    });

    it.each([
      ['meet.google.com/x', 'https://meet.google.com/x'],
      ['  meet.google.com/abc-defg-hij ', 'https://meet.google.com/abc-defg-hij'],
      ['//zoom.us/j/123', 'https://zoom.us/j/123'],
    ])('stores %j, pasted without its scheme, as %s', async (link, stored) => {
      const { healer, appointment } = await cast(24);
      const response = await patch(healer, appointment.id, { meeting_link: link });
      expect(response.status).toBe(200);
      expect((await response.json()).meeting_link).toBe(stored);
      expect((await rowOf(appointment.id)).meetingLink).toBe(stored);
    });

    it('refuses an oversize link and wrong types', async () => {
      const { healer, appointment } = await cast(24);
      const long = `https://x.example/${'a'.repeat(2048)}`;
      await expectError(
        await patch(healer, appointment.id, { meeting_link: long }),
        400,
        /at most 2048/,
      );
      await expectError(await patch(healer, appointment.id, { meeting_link: 42 }), 400);
      await expectError(await patch(healer, appointment.id, {}), 400, /exactly one change/);
      await expectError(
        await patch(healer, appointment.id, {
          meeting_link: 'https://x.example',
          status: 'completed',
        }),
        400,
      );
      await expectError(await patch(healer, appointment.id, { status: 'pending' }), 400);
      expect((await rowOf(appointment.id)).meetingLink).toBeNull();
    });

    it('the patient gets 403, other users 404, anonymous 401', async () => {
      const { patient, otherHealer, otherPatient, appointment } = await cast(24);
      const json = { meeting_link: 'https://meet.example.com/x' };
      await expectError(await patch(patient, appointment.id, json), 403, /Only the healer/);
      await expectError(await patch(otherHealer, appointment.id, json), 404);
      await expectError(await patch(otherPatient, appointment.id, json), 404);
      await expectError(await patch(undefined, appointment.id, json), 401);
      expect((await rowOf(appointment.id)).meetingLink).toBeNull();
    });

    it('cannot change the link of a closed appointment', async () => {
      const { healer, appointment } = await cast(24);
      await patch(healer, appointment.id, { status: 'cancelled', reason: 'Unwell' });
      await expectError(
        await patch(healer, appointment.id, { meeting_link: 'https://x.example' }),
        409,
        /cancelled/,
      );
    });
  });

  describe('cancel', () => {
    it.each(['patient', 'healer'] as const)(
      'the %s cancels before the start with a reason; only the patient may leave it out',
      async (who) => {
        const people = await cast(24);
        const actor = people[who];
        const response = await patch(actor, people.appointment.id, {
          status: 'cancelled',
          reason: '  Feeling unwell <b>today</b>  ',
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          status: 'cancelled',
          cancelled_by: who,
          cancellation_reason: 'Feeling unwell <b>today</b>',
          status_changed_by: who,
          status_changed_at: expect.any(String),
        });
        const again = await cast(30);
        const plain = await patch(again[who], again.appointment.id, { status: 'cancelled' });
        if (who === 'patient')
          expect(await plain.json()).toMatchObject({
            status: 'cancelled',
            cancellation_reason: null,
          });
        else {
          // docs/product.md, Cancellation policy: the healer owes the patient a reason.
          await expectError(plain, 400, 'Please give the patient a reason for cancelling');
          expect((await rowOf(again.appointment.id)).status).toBe('scheduled');
          const blank = await patch(again.healer, again.appointment.id, {
            status: 'cancelled',
            reason: '   ',
          });
          await expectError(blank, 400, 'Please give the patient a reason for cancelling');
        }
      },
    );

    it('refuses a reason over 500 characters, and writes nothing', async () => {
      const { patient, appointment } = await cast(24);
      await expectError(
        await patch(patient, appointment.id, { status: 'cancelled', reason: 'x'.repeat(501) }),
        400,
        /at most 500/,
      );
      expect((await rowOf(appointment.id)).status).toBe('scheduled');
    });

    it('is 409 once the session has started, or when already closed', async () => {
      const started = await cast(-0.25);
      for (const who of ['patient', 'healer'] as const)
        await expectError(
          await patch(started[who], started.appointment.id, { status: 'cancelled' }),
          409,
          'This appointment has already started and can no longer be cancelled',
        );
      const done = await cast(24);
      await patch(done.patient, done.appointment.id, { status: 'cancelled' });
      await expectError(
        await patch(done.healer, done.appointment.id, { status: 'cancelled' }),
        409,
        'This appointment is already cancelled',
      );
    });

    it('other users get 404 and anonymous 401; nothing changes', async () => {
      const { otherHealer, otherPatient, appointment } = await cast(24);
      for (const account of [otherHealer, otherPatient])
        await expectError(
          await patch(account, appointment.id, { status: 'cancelled' }),
          404,
          'Appointment not found',
        );
      await expectError(await patch(undefined, appointment.id, { status: 'cancelled' }), 401);
      expect((await rowOf(appointment.id)).status).toBe('scheduled');
    });

    it('frees the slot at once: it is listed and can be booked again', async () => {
      const healer = await healerWithWeek(t);
      const [patient, next] = await Promise.all([signUp(t), signUp(t)]);
      const date = utcDateIn(3);
      const [slot] = await freeSlots(t, healer.userId, date);
      const booking = {
        healer_id: healer.userId,
        scheduled_at: slot,
        mode: 'video',
        title: 'Intro',
      };
      const first = await t.request('/api/appointments', { cookie: patient.cookie, json: booking });
      expect(first.status).toBe(201);
      expect(await freeSlots(t, healer.userId, date)).not.toContain(slot);
      const { id } = await first.json();
      expect((await patch(patient, id, { status: 'cancelled' })).status).toBe(200);
      expect(await freeSlots(t, healer.userId, date)).toContain(slot);
      const second = await t.request('/api/appointments', { cookie: next.cookie, json: booking });
      expect(second.status).toBe(201);
    });
  });

  describe('complete and no-show', () => {
    it.each(['completed', 'no_show'] as const)(
      'the healer marks a started session %s',
      async (status) => {
        const { healer, appointment } = await cast(-0.5);
        const response = await patch(healer, appointment.id, { status });
        expect(response.status).toBe(200);
        expect((await response.json()).status).toBe(status);
        const past = await cast(-48);
        expect((await patch(past.healer, past.appointment.id, { status })).status).toBe(200);
      },
    );

    it.each(['completed', 'no_show'] as const)(
      'refuses %s before the start (409), from the patient (403), from others (404)',
      async (status) => {
        const future = await cast(2);
        await expectError(
          await patch(future.healer, future.appointment.id, { status }),
          409,
          /has not started yet/,
        );
        const started = await cast(-1);
        await expectError(
          await patch(started.patient, started.appointment.id, { status }),
          403,
          /Only the healer/,
        );
        for (const account of [started.otherHealer, started.otherPatient])
          await expectError(await patch(account, started.appointment.id, { status }), 404);
        await expectError(await patch(undefined, started.appointment.id, { status }), 401);
        expect((await rowOf(started.appointment.id)).status).toBe('scheduled');
        expect((await rowOf(future.appointment.id)).status).toBe('scheduled');
      },
    );

    it('cannot close a cancelled appointment', async () => {
      const { healer, patient, appointment } = await cast(2);
      await patch(patient, appointment.id, { status: 'cancelled' });
      await expectError(
        await patch(healer, appointment.id, { status: 'completed' }),
        409,
        'This appointment is already cancelled',
      );
      expect((await rowOf(appointment.id)).status).toBe('cancelled');
    });
  });

  it('of a concurrent cancel and complete exactly one wins', async () => {
    // Each transition is run with its own clock: the cancel before the start (allowed alone),
    // the completion after it (allowed alone). Together only one may apply.
    const { healer, patient } = await cast(24);
    const rules = { noShowAfterMinutes: 15 };
    for (let round = 0; round < 6; round += 1) {
      const appointment = await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() + (48 + 2 * round) * HOUR),
      });
      const afterStart = new Date(appointment.scheduledAt.getTime() + 60_000);
      const attempts = [
        updateAppointment(
          t.database.db,
          t.services.events,
          appointment.id,
          patient.userId,
          { status: 'cancelled', reason: null },
          rules,
        ),
        updateAppointment(
          t.database.db,
          t.services.events,
          appointment.id,
          healer.userId,
          { status: 'completed' },
          rules,
          afterStart,
        ),
      ];
      if (round % 2) attempts.reverse();
      const results = await Promise.allSettled(attempts);
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result) => result.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
      const winner = (won[0] as PromiseFulfilledResult<{ appointment: { status: string } }>).value;
      expect((await rowOf(appointment.id)).status).toBe(winner.appointment.status);
    }
  });

  it('two concurrent cancels: one wins, the other is told it is already cancelled', async () => {
    const { healer, patient, appointment } = await cast(24);
    const responses = await Promise.all([
      patch(patient, appointment.id, { status: 'cancelled', reason: 'patient' }),
      patch(healer, appointment.id, { status: 'cancelled', reason: 'healer' }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const row = await rowOf(appointment.id);
    const winner = responses[0]!.status === 200 ? patient : healer;
    expect(row.cancelledBy).toBe(winner.userId);
  });

  it('answers 404 for ids that do not exist or are not ids', async () => {
    const { healer } = await cast(24);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1'%20or%20'1'='1"]) {
      await expectError(await patch(healer, id, { status: 'cancelled' }), 404);
      const read = await t.request(`/api/appointments/${id}`, { cookie: healer.cookie });
      expect(read.status).toBe(404);
    }
  });
});

describe('GET /api/appointments/:id', () => {
  const t = useTestApp();

  it('answers both participants with names, others 404, anonymous 401', async () => {
    const healer = await signUp(t, { role: 'healer', name: 'Dr. Ada Okafor' });
    const patient = await signUp(t, { name: 'Lee Park' });
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
    });
    for (const account of [healer, patient]) {
      const response = await t.request(`/api/appointments/${appointment.id}`, {
        cookie: account.cookie,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: appointment.id,
        healer_name: 'Dr. Ada Okafor',
        patient_name: 'Lee Park',
      });
    }
    for (const role of ['healer', 'patient'] as const) {
      const stranger = await signUp(t, { role });
      const response = await t.request(`/api/appointments/${appointment.id}`, {
        cookie: stranger.cookie,
      });
      expect(response.status).toBe(404);
    }
    expect((await t.request(`/api/appointments/${appointment.id}`)).status).toBe(401);
  });
});
