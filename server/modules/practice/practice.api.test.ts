import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookableSessionTypeList, SessionTypeList } from '@contract/practice';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { addSessionType } from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';
import { bookingSettings, profiles, sessionTypes } from '../../db/schema';

describe('practice settings API', () => {
  const t = useTestApp();

  const call = (account: TestAccount | undefined, path: string, method = 'GET', json?: unknown) =>
    t.request(path, { method, cookie: account?.cookie, json });
  const myTypes = async (healer: TestAccount) =>
    ((await (await call(healer, '/api/me/session-types')).json()) as SessionTypeList).items;
  const publicTypes = async (healerId: string) => {
    const response = await t.request(`/api/healers/${healerId}/session-types`);
    expect(response.status).toBe(200);
    return ((await response.json()) as BookableSessionTypeList).items;
  };

  describe('booking settings', () => {
    it('answers the defaults until the healer changes them, with their zone', async () => {
      const healer = await signUp(t, { role: 'healer' });
      await t.database.db
        .update(profiles)
        .set({ timezone: 'Europe/Lisbon' })
        .where(eq(profiles.userId, healer.userId));
      const response = await call(healer, '/api/me/booking-settings');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        min_notice_hours: 2,
        horizon_days: 90,
        buffer_before_minutes: 0,
        buffer_after_minutes: 0,
        daily_max_sessions: null,
        cancellation_window_hours: 24,
        cancellation_policy: null,
        slot_step_minutes: null,
        timezone: 'Europe/Lisbon',
      });
    });

    it('changes the fields sent and keeps the others', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const first = await call(healer, '/api/me/booking-settings', 'PUT', {
        min_notice_hours: 12,
        buffer_after_minutes: 15,
        daily_max_sessions: 4,
        cancellation_policy: '  Please give a day’s notice.  ',
      });
      expect(first.status).toBe(200);
      const second = await call(healer, '/api/me/booking-settings', 'PUT', {
        horizon_days: 365,
        slot_step_minutes: 30,
        cancellation_window_hours: 0,
        daily_max_sessions: null,
      });
      expect(await second.json()).toMatchObject({
        min_notice_hours: 12,
        horizon_days: 365,
        buffer_before_minutes: 0,
        buffer_after_minutes: 15,
        daily_max_sessions: null,
        cancellation_window_hours: 0,
        cancellation_policy: 'Please give a day’s notice.',
        slot_step_minutes: 30,
      });
      expect(await (await call(healer, '/api/me/booking-settings')).json()).toEqual(
        await (await call(healer, '/api/me/booking-settings', 'PUT', {})).json(),
      );
    });

    it('refuses values out of range or of the wrong type with a clear 400, writing nothing', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const cases: Array<[unknown, RegExp]> = [
        [{ min_notice_hours: -1 }, /min_notice_hours: Minimum notice must be at least 0/],
        [{ min_notice_hours: 1.5 }, /whole number/],
        [{ horizon_days: 0 }, /horizon_days/],
        [{ horizon_days: 366 }, /at most 365/],
        [{ buffer_before_minutes: 7 }, /multiple of 5/],
        [{ buffer_after_minutes: 245 }, /at most 240/],
        [{ daily_max_sessions: 0 }, /daily_max_sessions/],
        [{ cancellation_window_hours: 721 }, /cancellation_window_hours/],
        [{ cancellation_policy: 'x'.repeat(1001) }, /at most 1000/],
        [{ slot_step_minutes: 20 }, /15, 30 or 60/],
        [{ slot_step_minutes: '30' }, /slot_step_minutes/],
        [{ timezone: 'UTC' }, /timezone|Unrecognized/i],
        [{ min_notice_hours: '2; drop table booking_settings' }, /min_notice_hours/],
      ];
      for (const [body, message] of cases) {
        const response = await call(healer, '/api/me/booking-settings', 'PUT', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await response.json()).error.message).toMatch(message);
      }
      const rows = await t.database.db
        .select()
        .from(bookingSettings)
        .where(eq(bookingSettings.healerId, healer.userId));
      expect(rows).toEqual([]);
    });
  });

  describe('session types', () => {
    it('a new healer offers the default Session at their fee, in their modes', async () => {
      const healer = await signUp(t, { role: 'healer' });
      await call(healer, '/api/me/profile', 'PATCH', {
        consultation_fee: 85,
        consultation_modes: ['in_person', 'video'],
      });
      expect(await myTypes(healer)).toEqual([]);
      expect(await publicTypes(healer.userId)).toEqual([
        {
          id: null,
          name: 'Session',
          description: null,
          duration_minutes: 60,
          price: 85,
          modes: ['in_person', 'video'],
          requires_confirmation: false,
        },
      ]);
    });

    it('adds, changes, reorders, deactivates and deletes types; patients see the active ones', async () => {
      const healer = await signUp(t, { role: 'healer' });
      await call(healer, '/api/me/profile', 'PATCH', { consultation_modes: ['video', 'chat'] });
      const intro = await addSessionType(t, healer, {
        name: 'Intro call',
        duration_minutes: 30,
        price: 0,
        description: 'A first conversation',
      });
      const deep = await addSessionType(t, healer, {
        name: 'Deep session',
        duration_minutes: 90,
        price: 180.5,
        modes: ['video', 'in_person'],
        requires_confirmation: true,
      });
      const first = await addSessionType(t, healer, {
        name: 'Check-in',
        duration_minutes: 45,
        position: 0,
      });
      expect((await myTypes(healer)).map((type) => [type.name, type.position])).toEqual([
        ['Check-in', 0],
        ['Intro call', 1],
        ['Deep session', 2],
      ]);
      expect(intro).toMatchObject({ is_active: true, requires_confirmation: false, price: 0 });

      const moved = await call(healer, `/api/me/session-types/${deep.id}`, 'PATCH', {
        position: 0,
        price: 175,
      });
      expect(moved.status).toBe(200);
      expect(await moved.json()).toMatchObject({ position: 0, price: 175, name: 'Deep session' });
      await call(healer, `/api/me/session-types/${first.id}`, 'PATCH', { is_active: false });
      expect((await myTypes(healer)).map((type) => type.name)).toEqual([
        'Deep session',
        'Check-in',
        'Intro call',
      ]);
      // Patients see active types, in order, in the modes the healer offers too.
      expect(
        (await publicTypes(healer.userId)).map((type) => [type.name, type.modes, type.price]),
      ).toEqual([
        ['Deep session', ['video'], 175],
        ['Intro call', ['video', 'chat'], 0],
      ]);

      const removed = await call(healer, `/api/me/session-types/${deep.id}`, 'DELETE');
      expect(removed.status).toBe(204);
      expect((await call(healer, `/api/me/session-types/${deep.id}`, 'DELETE')).status).toBe(404);
      expect((await publicTypes(healer.userId)).map((type) => type.name)).toEqual(['Intro call']);
    });

    it('refuses bad fields with a clear 400 and writes nothing', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const valid = { name: 'Session', duration_minutes: 60, price: 50, modes: ['video'] };
      const cases: Array<[unknown, RegExp]> = [
        [{ ...valid, name: '  ' }, /Please enter a name/],
        [{ ...valid, name: 'x'.repeat(101) }, /at most 100/],
        [{ ...valid, duration_minutes: 50 }, /multiple of 15/],
        [{ ...valid, duration_minutes: 255 }, /at most 240/],
        [{ ...valid, duration_minutes: 0 }, /at least 15/],
        [{ ...valid, price: -5 }, /at least 0/],
        [{ ...valid, price: 10.005 }, /whole cents/],
        [{ ...valid, modes: [] }, /at least one session mode/],
        [{ ...valid, modes: ['phone'] }, /modes/],
        [{ ...valid, description: 'x'.repeat(1001) }, /at most 1000/],
        [{ ...valid, healer_id: 'someone-else' }, /healer_id|Unrecognized/i],
        [{ name: 'No length' }, /duration_minutes/],
      ];
      for (const [body, message] of cases) {
        const response = await call(healer, '/api/me/session-types', 'POST', body);
        expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect((await response.json()).error.message).toMatch(message);
      }
      const created = await addSessionType(t, healer, { duration_minutes: 60 });
      const patch = await call(healer, `/api/me/session-types/${created.id}`, 'PATCH', {
        duration_minutes: 61,
      });
      expect(patch.status).toBe(400);
      expect(await myTypes(healer)).toEqual([created]);
    });

    it('keeps at most 20 types per healer, even when created at once', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          call(healer, '/api/me/session-types', 'POST', {
            name: `Type ${index}`,
            duration_minutes: 60,
            price: 10,
            modes: ['video'],
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(20);
      expect(statuses.filter((status) => status === 409)).toHaveLength(4);
      const positions = (await myTypes(healer)).map((type) => type.position);
      expect(positions).toEqual(Array.from({ length: 20 }, (_, index) => index));
    });
  });

  describe('who may call', () => {
    it('owner, stranger of the same role, other role, anonymous', async () => {
      const owner = await signUp(t, { role: 'healer' });
      const stranger = await signUp(t, { role: 'healer' });
      const patient = await signUp(t);
      const type = await addSessionType(t, owner, { duration_minutes: 60 });
      const path = `/api/me/session-types/${type.id}`;

      // Not yours is 404, and nothing changes.
      expect((await call(stranger, path, 'PATCH', { name: 'Hijacked' })).status).toBe(404);
      expect((await call(stranger, path, 'DELETE')).status).toBe(404);
      expect((await myTypes(stranger)).length).toBe(0);

      for (const [route, method, body] of [
        ['/api/me/booking-settings', 'GET', undefined],
        ['/api/me/booking-settings', 'PUT', { min_notice_hours: 1 }],
        ['/api/me/session-types', 'GET', undefined],
        [
          '/api/me/session-types',
          'POST',
          { name: 'X', duration_minutes: 60, price: 1, modes: ['video'] },
        ],
        [path, 'PATCH', { name: 'Mine now' }],
        [path, 'DELETE', undefined],
      ] as const) {
        expect((await call(undefined, route, method, body)).status, `${method} ${route}`).toBe(401);
        const asPatient = await call(patient, route, method, body);
        expect(asPatient.status, `${method} ${route}`).toBe(403);
        expect((await asPatient.json()).error.message).toBe(
          'Only healers can manage their practice settings',
        );
      }
      const [row] = await t.database.db
        .select()
        .from(sessionTypes)
        .where(eq(sessionTypes.id, type.id));
      expect(row?.name).toBe(type.name);
      expect((await call(stranger, '/api/me/session-types/not-a-uuid', 'DELETE')).status).toBe(400);

      // The public list is for everyone; a patient or unknown id is no healer.
      expect(
        (await publicTypes(owner.userId)).map((item: { id: string | null }) => item.id),
      ).toEqual([type.id]);
      for (const id of [patient.userId, 'nobody'])
        expect((await t.request(`/api/healers/${id}/session-types`)).status).toBe(404);
    });
  });
});
