import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Signal, VideoRoom } from '@contract/video';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { readEvents } from '../../../tests/support/sse';
import { createTestApp, useTestApp, type TestApp } from '../../../tests/support/test-app';

const MINUTE = 60_000;
const TURN_SECRET = 'a-turn-secret-of-some-length';
const ICE_SERVERS = JSON.stringify([
  { urls: 'stun:stun.example.test:3478' },
  { urls: ['turn:turn.example.test:3478', 'turns:turn.example.test:5349'] },
  { urls: 'turn:static.example.test', username: 'fixed', credential: 'pw' },
]);

const hello = (session = 'session-a1'): Signal => ({ kind: 'hello', session });

async function openStream(t: TestApp, account: TestAccount) {
  const response = await t.request('/api/events', { cookie: account.cookie });
  expect(response.status).toBe(200);
  const stream = readEvents(response);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

describe('video rooms', () => {
  const t = useTestApp({ ICE_SERVERS, TURN_SECRET });

  /** A patient and a healer with one appointment between them, starting `startsIn` from now. */
  async function session(
    startsIn: number,
    extra: Partial<Parameters<typeof insertAppointment>[1]> = {},
  ) {
    const patient = await signUp(t, { name: 'Noor Haddad' });
    const healer = await signUp(t, { role: 'healer', name: 'Dr. Iris Vale' });
    const appointment = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() + startsIn),
      ...extra,
    });
    return { patient, healer, appointment };
  }

  const signal = (id: string, account: TestAccount | undefined, body: unknown) =>
    t.request(`/api/appointments/${id}/signal`, { json: body, cookie: account?.cookie });

  describe('GET /api/video/settings', () => {
    it('tells signed-in users when rooms open and close', async () => {
      expect((await t.request('/api/video/settings')).status).toBe(401);
      const user = await signUp(t);
      const response = await t.request('/api/video/settings', { cookie: user.cookie });
      expect(await response.json()).toEqual({
        room_opens_minutes_before: 10,
        room_closes_minutes_after: 30,
      });
    });
  });

  describe('GET /api/appointments/:id/video-room', () => {
    it("shows each participant their side, the other participant and the open room's ICE servers", async () => {
      const { patient, healer, appointment } = await session(-5 * MINUTE);
      const asPatient = await t.request(`/api/appointments/${appointment.id}/video-room`, {
        cookie: patient.cookie,
      });
      expect(asPatient.status).toBe(200);
      const room = (await asPatient.json()) as VideoRoom;
      expect(room).toMatchObject({
        appointment_id: appointment.id,
        phase: 'open',
        role: 'patient',
        participant: { user_id: healer.userId, name: 'Dr. Iris Vale' },
        opens_at: new Date(appointment.scheduledAt.getTime() - 10 * MINUTE).toISOString(),
        closes_at: new Date(appointment.endsAt.getTime() + 30 * MINUTE).toISOString(),
      });

      // Configured servers, with time-limited TURN credentials (coturn's REST API scheme)
      // where none were given, valid until an hour after the room closes.
      expect(room.ice_servers).toHaveLength(3);
      expect(room.ice_servers[0]).toEqual({ urls: ['stun:stun.example.test:3478'] });
      const turn = room.ice_servers[1]!;
      const [expiry, user] = turn.username!.split(':');
      expect(user).toBe(patient.userId);
      expect(Number(expiry)).toBe(Math.floor((Date.parse(room.closes_at) + 60 * MINUTE) / 1000));
      expect(turn.credential).toBe(
        createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'),
      );
      expect(room.ice_servers[2]).toMatchObject({ username: 'fixed', credential: 'pw' });

      const asHealer = (await (
        await t.request(`/api/appointments/${appointment.id}/video-room`, {
          cookie: healer.cookie,
        })
      ).json()) as VideoRoom;
      expect(asHealer).toMatchObject({
        role: 'healer',
        participant: { user_id: patient.userId, name: 'Noor Haddad' },
      });
    });

    it('says when a room opens, that it ended or was cancelled, with no ICE servers', async () => {
      const later = await session(2 * 24 * 60 * MINUTE);
      const phaseOf = async (id: string, account: TestAccount) => {
        const response = await t.request(`/api/appointments/${id}/video-room`, {
          cookie: account.cookie,
        });
        const room = (await response.json()) as VideoRoom;
        expect(room.ice_servers).toEqual(room.phase === 'open' ? expect.anything() : []);
        return room.phase;
      };
      expect(await phaseOf(later.appointment.id, later.patient)).toBe('upcoming');
      const done = await session(-3 * 60 * MINUTE);
      expect(await phaseOf(done.appointment.id, done.healer)).toBe('ended');
      const cancelled = await session(-5 * MINUTE, { status: 'cancelled' });
      expect(await phaseOf(cancelled.appointment.id, cancelled.patient)).toBe('cancelled');
      const inPerson = await session(-5 * MINUTE, { mode: 'in_person' });
      expect(await phaseOf(inPerson.appointment.id, inPerson.patient)).toBe('not_video');
    });

    it('is "Session not found" (404) for anyone else, and 401 without a session', async () => {
      const { appointment } = await session(-5 * MINUTE);
      const strangers = [await signUp(t), await signUp(t, { role: 'healer' })];
      for (const stranger of strangers) {
        const response = await t.request(`/api/appointments/${appointment.id}/video-room`, {
          cookie: stranger.cookie,
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: 'not_found', message: 'Session not found' },
        });
      }
      expect((await t.request(`/api/appointments/${appointment.id}/video-room`)).status).toBe(401);
      const patient = strangers[0]!;
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
        expect(
          (await t.request(`/api/appointments/${id}/video-room`, { cookie: patient.cookie }))
            .status,
        ).toBe(404);
    });
  });

  describe('POST /api/appointments/:id/signal', () => {
    it("relays a participant's signal to the other participant's stream, and only there", async () => {
      const { patient, healer, appointment } = await session(-5 * MINUTE);
      const healerStream = await openStream(t, healer);
      const patientStream = await openStream(t, patient);
      try {
        const offer: Signal = {
          kind: 'description',
          session: 'patient-tab-1',
          to: 'healer-tab-1',
          description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
        };
        const response = await signal(appointment.id, patient, offer);
        expect(response.status).toBe(202);
        expect(await healerStream.next()).toEqual({
          event: 'session.signal',
          data: {
            type: 'session.signal',
            appointment_id: appointment.id,
            from: patient.userId,
            signal: offer,
          },
        });

        const state: Signal = {
          kind: 'state',
          session: 'healer-tab-1',
          phase: 'joined',
          audio: false,
          video: true,
          screen: false,
        };
        expect((await signal(appointment.id, healer, state)).status).toBe(202);
        // The patient's first event is the healer's state: its own offer never came back.
        expect((await patientStream.next()).data).toMatchObject({
          from: healer.userId,
          signal: state,
        });
        // A join is also echoed to the sender's own streams (another tab steps back).
        expect((await healerStream.next()).data).toMatchObject({
          from: healer.userId,
          signal: state,
        });
      } finally {
        await healerStream.close();
        await patientStream.close();
      }
    });

    it('carries an SDP larger than one NOTIFY intact', async () => {
      const { patient, healer, appointment } = await session(-5 * MINUTE);
      const stream = await openStream(t, healer);
      try {
        const sdp = Array.from(
          { length: 800 },
          (_, i) => `a=rtpmap:${i} codec-ñ-${i}/90000\r\n`,
        ).join('');
        expect(sdp.length).toBeGreaterThan(20_000);
        const offer: Signal = {
          kind: 'description',
          session: 'patient-tab-1',
          to: 'healer-tab-1',
          description: { type: 'offer', sdp },
        };
        expect((await signal(appointment.id, patient, offer)).status).toBe(202);
        const received = await stream.next();
        expect((received.data as { signal: Signal }).signal).toEqual(offer);
      } finally {
        await stream.close();
      }
    });

    it('answers 404 to strangers of either role, 401 to anonymous callers, and relays nothing', async () => {
      const { healer, appointment } = await session(-5 * MINUTE);
      const stream = await openStream(t, healer);
      try {
        const strangerPatient = await signUp(t);
        const strangerHealer = await signUp(t, { role: 'healer' });
        for (const stranger of [strangerPatient, strangerHealer]) {
          const response = await signal(appointment.id, stranger, hello());
          expect(response.status).toBe(404);
          expect((await response.json()).error.message).toBe('Session not found');
        }
        expect((await signal(appointment.id, undefined, hello())).status).toBe(401);
        expect((await signal('nope', strangerPatient, hello())).status).toBe(404);
        await expect(stream.next(300)).rejects.toThrow(/no event/);
      } finally {
        await stream.close();
      }
    });

    it('is refused with 409 outside the room window and for rooms that are closed', async () => {
      const cases: Array<[string, Awaited<ReturnType<typeof session>>, number, string]> = [
        ['opens in a minute', await session(11 * MINUTE), 409, 'room_not_open'],
        ['open for a minute', await session(9 * MINUTE), 202, ''],
        ['ends, plus 29 minutes', await session(-89 * MINUTE), 202, ''],
        ['closed a minute ago', await session(-91 * MINUTE), 409, 'room_closed'],
        ['cancelled', await session(-5 * MINUTE, { status: 'cancelled' }), 409, 'room_closed'],
        ['completed', await session(-5 * MINUTE, { status: 'completed' }), 409, 'room_closed'],
        ['not video', await session(-5 * MINUTE, { mode: 'chat' }), 409, 'not_video'],
      ];
      for (const [name, { patient, appointment }, status, code] of cases) {
        const response = await signal(appointment.id, patient, hello());
        expect(response.status, name).toBe(status);
        if (code) expect((await response.json()).error.code, name).toBe(code);
      }
    });

    it("uses the appointment's own duration for the closing time", async () => {
      // 90 minutes long, started 110 minutes ago: open until 120 minutes after the start.
      const { patient, appointment } = await session(-110 * MINUTE, { durationMinutes: 90 });
      expect((await signal(appointment.id, patient, hello())).status).toBe(202);
      const short = await session(-70 * MINUTE, { durationMinutes: 30 });
      expect((await signal(short.appointment.id, short.patient, hello())).status).toBe(409);
    });

    it('lets only the healer end the session for both (403 for the patient)', async () => {
      const { patient, healer, appointment } = await session(-5 * MINUTE);
      const end: Signal = { kind: 'end', session: 'tab-12345' };
      const refused = await signal(appointment.id, patient, end);
      expect(refused.status).toBe(403);
      expect((await signal(appointment.id, healer, end)).status).toBe(202);
    });

    it('refuses bad input with 400 and a clear message, and relays nothing', async () => {
      const { patient, healer, appointment } = await session(-5 * MINUTE);
      const stream = await openStream(t, healer);
      try {
        const bad: Array<[unknown, RegExp]> = [
          [{}, /kind/],
          [{ kind: 'shout', session: 'tab-12345' }, /kind must be/],
          [{ kind: 'hello' }, /session/],
          [{ kind: 'hello', session: 'short' }, /session/],
          [{ kind: 'hello', session: 'has spaces in it' }, /session/],
          [{ kind: 'hello', session: 'tab-12345', extra: true }, /extra|Unrecognized/i],
          [
            {
              kind: 'state',
              session: 'tab-12345',
              phase: 'joined',
              audio: 'yes',
              video: true,
              screen: false,
            },
            /audio/,
          ],
          [
            {
              kind: 'state',
              session: 'tab-12345',
              phase: 'dancing',
              audio: true,
              video: true,
              screen: false,
            },
            /phase/,
          ],
          [
            {
              kind: 'description',
              session: 'tab-12345',
              to: 'tab-67890',
              description: { type: 'offer', sdp: 'x'.repeat(32_001) },
            },
            /sdp is too long/,
          ],
          [
            {
              kind: 'description',
              session: 'tab-12345',
              to: 'tab-67890',
              description: { type: 'rollback', sdp: 'v=0' },
            },
            /type/,
          ],
          [
            {
              kind: 'candidate',
              session: 'tab-12345',
              to: 'tab-67890',
              candidate: { candidate: 'c'.repeat(1001) },
            },
            /candidate/,
          ],
          [
            {
              kind: 'candidate',
              session: 'tab-12345',
              to: 'tab-67890',
              candidate: { candidate: 'c', sdpMLineIndex: -1 },
            },
            /sdpMLineIndex/,
          ],
          [[hello()], /must be a JSON object/],
          ['hello', /must be a JSON object/],
        ];
        for (const [body, message] of bad) {
          const response = await signal(appointment.id, patient, body);
          expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
          const { error } = await response.json();
          expect(error.code).toBe('invalid_request');
          expect(error.message).toMatch(message);
        }
        const malformed = await t.request(`/api/appointments/${appointment.id}/signal`, {
          method: 'POST',
          body: '{"kind": "hello",',
          headers: { 'content-type': 'application/json' },
          cookie: patient.cookie,
        });
        expect(malformed.status).toBe(400);
        const huge = await signal(appointment.id, patient, {
          ...hello(),
          padding: 'x'.repeat(1024 * 1024),
        });
        expect(huge.status).toBe(413);
        await expect(stream.next(300)).rejects.toThrow(/no event/);
      } finally {
        await stream.close();
      }
    });
  });

  it('delivers to a participant whose stream is held by another instance of the app', async () => {
    const { patient, healer, appointment } = await session(-5 * MINUTE);
    const second = await createTestApp({}, { webDistDir: false }, { shareDatabaseWith: t });
    try {
      const response = await second.request('/api/events', { cookie: healer.cookie });
      const stream = readEvents(response);
      try {
        expect((await stream.next()).event).toBe('ready');
        expect((await signal(appointment.id, patient, hello('cross-instance'))).status).toBe(202);
        expect((await stream.next(5000)).data).toMatchObject({
          type: 'session.signal',
          appointment_id: appointment.id,
          signal: { kind: 'hello', session: 'cross-instance' },
        });
      } finally {
        await stream.close();
      }
    } finally {
      await second.close();
    }
  });
});
