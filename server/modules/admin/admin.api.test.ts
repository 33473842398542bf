import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../tests/support/admin';
import { signIn, signUp, type TestAccount } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { freeSlots, healerWithWeek, utcDateIn } from '../../../tests/support/booking';
import { DOCUMENTS, uploadCredential } from '../../../tests/support/credentials';
import { reviewablePatients } from '../../../tests/support/reviews';
import { readEvents } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';
import { adminActions, appointments, profiles, reviewReports, sessions } from '../../db/schema';

const HOUR = 3_600_000;
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/** The Monday (UTC) of an instant's week, as the overview names weeks. */
function mondayOf(time: number) {
  const date = new Date(time);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - sinceMonday),
  )
    .toISOString()
    .slice(0, 10);
}

/** Every admin route with a body that would be valid for it. */
const ADMIN_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/verifications'],
  ['POST', '/api/admin/verifications/someone', { decision: 'approve' }],
  ['GET', `/api/admin/credentials/${SOME_UUID}/document`],
  ['GET', '/api/admin/reports'],
  ['POST', `/api/admin/reviews/${SOME_UUID}/moderate`, { decision: 'hide', reason: 'Spam' }],
  ['GET', '/api/admin/users?q=a'],
  ['GET', '/api/admin/users/someone'],
  ['POST', '/api/admin/users/someone/suspend', { reason: 'Abuse' }],
  ['POST', '/api/admin/users/someone/unsuspend'],
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/anything-else'],
];

describe('admin console API', () => {
  const t = useTestApp();

  const call = (caller: TestAccount | undefined, method: string, path: string, json?: unknown) =>
    t.request(path, { method, cookie: caller?.cookie, json });
  const auditOf = (targetId: string) =>
    t.database.db.select().from(adminActions).where(eq(adminActions.targetId, targetId));

  describe('who may call it', () => {
    it('answers 404 to patients, healers and the signed-out on every route, whatever the input', async () => {
      const patient = await signUp(t);
      const healer = await signUp(t, { role: 'healer' });
      for (const caller of [patient, healer, undefined])
        for (const [method, path, json] of ADMIN_ROUTES) {
          for (const body of [json, { junk: true }]) {
            const response = await call(caller, method, path, method === 'GET' ? undefined : body);
            expect(response.status, `${method} ${path}`).toBe(404);
            expect((await response.json()).error.code).toBe('not_found');
          }
        }
      const admin = await signUpAdmin(t);
      for (const [method, path, json] of ADMIN_ROUTES.slice(0, -1)) {
        const response = await call(admin, method, path, json);
        expect([200, 404, 409], `${method} ${path}`).toContain(response.status);
      }
      expect((await call(admin, 'GET', '/api/admin/overview')).status).toBe(200);
    });

    it('cannot be reached by signing up or editing a profile', async () => {
      const response = await t.request('/api/auth/sign-up/email', {
        json: {
          name: 'Mallory',
          email: 'mallory@example.test',
          password: 'correct-horse-battery',
          role: 'admin',
        },
      });
      expect(response.status).toBe(400);
      const patient = await signUp(t);
      const edit = await t.request('/api/me/profile', {
        method: 'PATCH',
        cookie: patient.cookie,
        json: { role: 'admin' },
      });
      expect(edit.status).toBe(400);
      expect((await call(patient, 'GET', '/api/admin/overview')).status).toBe(404);
    });
  });

  describe('verification queue', () => {
    it('shows pending healers with their documents, and approves or rejects with a note', async () => {
      const admin = await signUpAdmin(t);
      const healer = await signUp(t, { role: 'healer', name: 'Noor Vale' });
      await uploadCredential(t, healer, { data: DOCUMENTS.png, expires_on: '2040-01-31' });
      expect(
        (await t.request('/api/me/verification', { method: 'POST', cookie: healer.cookie })).status,
      ).toBe(200);

      const queue = await (await call(admin, 'GET', '/api/admin/verifications')).json();
      const entry = queue.items.find(
        (item: { healer_id: string }) => item.healer_id === healer.userId,
      );
      expect(entry).toMatchObject({ name: 'Noor Vale', email: healer.email, status: 'pending' });
      const document = await call(admin, 'GET', entry.credentials[0].document_url);
      expect(document.status).toBe(200);
      expect(document.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await document.arrayBuffer()).equals(DOCUMENTS.png)).toBe(true);
      const other = await signUp(t, { role: 'healer' });
      expect((await call(other, 'GET', entry.credentials[0].document_url)).status).toBe(404);

      const noNote = await call(admin, 'POST', `/api/admin/verifications/${healer.userId}`, {
        decision: 'reject',
      });
      expect(noNote.status).toBe(400);
      expect((await noNote.json()).error.message).toContain('note');
      expect(
        (
          await call(admin, 'POST', `/api/admin/verifications/${healer.userId}`, {
            decision: 'maybe',
          })
        ).status,
      ).toBe(400);

      const approved = await call(admin, 'POST', `/api/admin/verifications/${healer.userId}`, {
        decision: 'approve',
        note: 'Checked with the board',
      });
      expect(approved.status).toBe(200);
      expect(await approved.json()).toMatchObject({
        status: 'verified',
        verified_until: '2040-01-31',
      });
      expect((await (await t.request(`/api/healers/${healer.userId}`)).json()).verified).toBe(true);
      const again = await call(admin, 'POST', `/api/admin/verifications/${healer.userId}`, {
        decision: 'reject',
        note: 'Changed my mind',
      });
      expect(again.status).toBe(409);
      expect(
        (await call(admin, 'POST', '/api/admin/verifications/nobody', { decision: 'approve' }))
          .status,
      ).toBe(404);
      const pendingNow = await (await call(admin, 'GET', '/api/admin/verifications')).json();
      expect(pendingNow.items.map((item: { healer_id: string }) => item.healer_id)).not.toContain(
        healer.userId,
      );
      expect(
        (await auditOf(healer.userId)).map((row) => [row.action, row.actorEmail, row.reason]),
      ).toEqual([['verification.approve', admin.email, 'Checked with the board']]);
    });
  });

  describe('reported reviews', () => {
    it('hides a reported review (out of the list and the figures) with the reason recorded', async () => {
      const admin = await signUpAdmin(t);
      const healer = await signUp(t, { role: 'healer' });
      const [author, fair] = await reviewablePatients(t, healer.userId, 2);
      const review = await (
        await t.request(`/api/appointments/${author!.appointmentId}/review`, {
          cookie: author!.cookie,
          json: { rating: 1, text: 'Call me on 555-0100 for cheaper sessions' },
        })
      ).json();
      await t.request(`/api/appointments/${fair!.appointmentId}/review`, {
        cookie: fair!.cookie,
        json: { rating: 5 },
      });
      for (const reporter of [await signUp(t), healer])
        await t.request(`/api/reviews/${review.id}/report`, {
          cookie: reporter.cookie,
          json: { reason: 'Advertising' },
        });

      const reports = await (await call(admin, 'GET', '/api/admin/reports')).json();
      const item = reports.items.find(
        (entry: { review: { id: string } }) => entry.review.id === review.id,
      );
      expect(item.review).toMatchObject({ rating: 1, author_id: author!.userId, hidden: false });
      expect(item.reports).toHaveLength(2);

      const noReason = await call(admin, 'POST', `/api/admin/reviews/${review.id}/moderate`, {
        decision: 'hide',
      });
      expect(noReason.status).toBe(400);
      const hidden = await call(admin, 'POST', `/api/admin/reviews/${review.id}/moderate`, {
        decision: 'hide',
        reason: 'Advertising and a phone number',
      });
      expect(hidden.status).toBe(200);
      expect(await hidden.json()).toEqual({ hidden: true, resolved_reports: 2 });
      const list = await (await t.request(`/api/healers/${healer.userId}/reviews`)).json();
      expect(list.items.map((entry: { id: string }) => entry.id)).not.toContain(review.id);
      expect((await (await t.request(`/api/healers/${healer.userId}`)).json()).reviews_count).toBe(
        1,
      );
      const open = await t.database.db
        .select()
        .from(reviewReports)
        .where(eq(reviewReports.reviewId, review.id));
      expect(open.map((report) => report.resolution)).toEqual(['hidden', 'hidden']);
      expect(
        (
          await call(admin, 'POST', `/api/admin/reviews/${review.id}/moderate`, {
            decision: 'hide',
            reason: 'Again',
          })
        ).status,
      ).toBe(409);

      // Keeping it shows it again, and that too is recorded.
      const kept = await call(admin, 'POST', `/api/admin/reviews/${review.id}/moderate`, {
        decision: 'keep',
        reason: 'The number was the clinic’s, allowed',
      });
      expect(await kept.json()).toEqual({ hidden: false, resolved_reports: 0 });
      expect((await (await t.request(`/api/healers/${healer.userId}`)).json()).reviews_count).toBe(
        2,
      );
      expect((await auditOf(review.id)).map((row) => [row.action, row.reason])).toEqual([
        ['review.hide', 'Advertising and a phone number'],
        ['review.keep', 'The number was the clinic’s, allowed'],
      ]);
    });
  });

  describe('users', () => {
    it('finds accounts by part of a name or email, by role and state, a page at a time', async () => {
      const admin = await signUpAdmin(t);
      const tag = `zq${Date.now().toString(36)}`;
      const healer = await signUp(t, { role: 'healer', name: `Quentin ${tag}` });
      const patient = await signUp(t, { email: `${tag}@example.test` });
      const search = async (query: string) =>
        (await (await call(admin, 'GET', `/api/admin/users?${query}`)).json()).items.map(
          (item: { id: string }) => item.id,
        );
      expect(await search(`q=${tag.toUpperCase()}`)).toEqual([patient.userId, healer.userId]);
      expect(await search(`q=${tag}&role=healer`)).toEqual([healer.userId]);
      expect(await search(`q=${tag}&status=suspended`)).toEqual([]);
      expect(await search('q=%25')).toEqual([]);
      const first = await (await call(admin, 'GET', `/api/admin/users?q=${tag}&limit=1`)).json();
      const second = await (
        await call(admin, 'GET', `/api/admin/users?q=${tag}&limit=1&cursor=${first.next_cursor}`)
      ).json();
      expect([...first.items, ...second.items].map((item: { id: string }) => item.id)).toEqual([
        patient.userId,
        healer.userId,
      ]);
      expect(second.next_cursor).toBeNull();
      expect((await call(admin, 'GET', '/api/admin/users?cursor=nonsense')).status).toBe(400);
      expect((await call(admin, 'GET', '/api/admin/users?role=owner')).status).toBe(400);
    });

    it('suspends a healer: sessions end, sign-in is refused, the healer leaves search and booking', async () => {
      const admin = await signUpAdmin(t);
      const healer = await healerWithWeek(t);
      const patient = await signUp(t);
      const upcoming = await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() + 48 * HOUR),
        title: 'Follow-up',
      });
      // A booking request still waiting for the healer (issue 13) is followed up too.
      const requested = await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() + 72 * HOUR),
        status: 'pending',
        title: 'First consultation',
      });
      const stream = readEvents(await t.request('/api/events', { cookie: healer.cookie }));
      expect((await stream.next()).event).toBe('ready');

      const suspended = await call(admin, 'POST', `/api/admin/users/${healer.userId}/suspend`, {
        reason: 'Impersonating a licensed therapist',
      });
      expect(suspended.status).toBe(200);
      const detail = await suspended.json();
      expect(detail.user).toMatchObject({
        id: healer.userId,
        suspension_reason: 'Impersonating a licensed therapist',
      });
      expect(detail.upcoming_appointments).toEqual([
        expect.objectContaining({
          id: upcoming.id,
          with_id: patient.userId,
          with_email: patient.email,
          title: 'Follow-up',
        }),
        expect.objectContaining({ id: requested.id, status: 'pending' }),
      ]);

      // Sessions ended at once: the open stream is told and closed, the cookie is dead.
      expect(await stream.next()).toMatchObject({ event: 'account.signed_out' });
      await stream.ended;
      expect((await t.request('/api/me', { cookie: healer.cookie })).status).toBe(401);
      expect(
        await t.database.db.select().from(sessions).where(eq(sessions.userId, healer.userId)),
      ).toEqual([]);
      const refused = await t.request('/api/auth/sign-in/email', {
        json: { email: healer.email, password: healer.password },
      });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('account_suspended');

      // Gone from the directory, the profile, the slots and booking.
      const directory = await (await t.request('/api/healers?limit=50')).json();
      expect(directory.items.map((item: { user_id: string }) => item.user_id)).not.toContain(
        healer.userId,
      );
      expect((await t.request(`/api/healers/${healer.userId}`)).status).toBe(404);
      const date = utcDateIn(3);
      expect((await t.request(`/api/healers/${healer.userId}/slots?date=${date}`)).status).toBe(
        404,
      );
      const booking = await t.request('/api/appointments', {
        cookie: patient.cookie,
        json: {
          healer_id: healer.userId,
          scheduled_at: `${date}T10:00:00.000Z`,
          mode: 'video',
          title: 'Anxiety',
        },
      });
      expect(booking.status).toBe(404);
      // Nor are their session types, bookable days, or a move of a booked session (issue 13).
      expect((await t.request(`/api/healers/${healer.userId}/session-types`)).status).toBe(404);
      expect(
        (await t.request(`/api/healers/${healer.userId}/available-days?month=${date.slice(0, 7)}`))
          .status,
      ).toBe(404);
      const moved = await t.request(`/api/appointments/${upcoming.id}/reschedule`, {
        cookie: patient.cookie,
        json: { scheduled_at: `${date}T11:00:00.000Z` },
      });
      expect(moved.status).toBe(404);
      // The database refuses what the API would never try: a new appointment, a moved one.
      await expect(
        insertAppointment(t.database.db, { healerId: healer.userId, patientId: patient.userId }),
      ).rejects.toThrow();
      await expect(
        t.database.db
          .update(appointments)
          .set({
            scheduledAt: new Date(upcoming.scheduledAt.getTime() + HOUR),
            endsAt: new Date(upcoming.endsAt.getTime() + HOUR),
          })
          .where(eq(appointments.id, upcoming.id)),
      ).rejects.toThrow();

      expect(
        (await call(admin, 'POST', `/api/admin/users/${healer.userId}/suspend`, { reason: 'x' }))
          .status,
      ).toBe(409);

      // Lifted: sign-in works and the healer is listed and bookable again.
      const lifted = await call(admin, 'POST', `/api/admin/users/${healer.userId}/unsuspend`);
      expect(lifted.status).toBe(200);
      expect((await lifted.json()).user.suspended_at).toBeNull();
      const cookie = await signIn(t, healer.email, healer.password);
      expect((await t.request('/api/me', { cookie })).status).toBe(200);
      expect((await t.request(`/api/healers/${healer.userId}`)).status).toBe(200);
      expect(await freeSlots(t, healer.userId, date)).not.toEqual([]);
      expect((await auditOf(healer.userId)).map((row) => row.action)).toEqual([
        'user.suspend',
        'user.unsuspend',
      ]);
    });

    it('suspends a patient, but never the admin themself; a reason is required', async () => {
      const admin = await signUpAdmin(t);
      const patient = await signUp(t);
      expect(
        (await call(admin, 'POST', `/api/admin/users/${patient.userId}/suspend`, { reason: ' ' }))
          .status,
      ).toBe(400);
      expect(
        (await call(admin, 'POST', `/api/admin/users/${admin.userId}/suspend`, { reason: 'Oops' }))
          .status,
      ).toBe(409);
      expect(
        (
          await call(admin, 'POST', `/api/admin/users/${patient.userId}/suspend`, {
            reason: 'Spam',
          })
        ).status,
      ).toBe(200);
      expect((await t.request('/api/me', { cookie: patient.cookie })).status).toBe(401);
      expect(
        (await call(admin, 'POST', '/api/admin/users/nobody/suspend', { reason: 'Spam' })).status,
      ).toBe(404);
      // A session the database would still be asked to create is refused there too.
      await expect(
        t.database.db.insert(sessions).values({
          id: 'forged-session',
          token: 'forged-token',
          userId: patient.userId,
          expiresAt: new Date(Date.now() + HOUR),
        }),
      ).rejects.toThrow();
    });
  });

  describe('overview and audit log', () => {
    it('counts sign-ups, bookings, cancellations and completions per week', async () => {
      const admin = await signUpAdmin(t);
      const before = await (await call(admin, 'GET', '/api/admin/overview?weeks=4')).json();
      expect(before.weeks).toHaveLength(4);
      const healer = await signUp(t, { role: 'healer' });
      const patient = await signUp(t);
      await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() - 2 * HOUR),
        status: 'completed',
      });
      await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() + 30 * HOUR),
        status: 'cancelled',
      });
      // Requests that were never accepted are not bookings (issue 13).
      for (const [hours, status] of [
        [50, 'pending'],
        [60, 'declined'],
        [70, 'expired'],
      ] as const)
        await insertAppointment(t.database.db, {
          healerId: healer.userId,
          patientId: patient.userId,
          startsAt: new Date(Date.now() + hours * HOUR),
          status,
        });
      const after = await (await call(admin, 'GET', '/api/admin/overview?weeks=4')).json();
      type Week = { week_start: string } & Record<string, number>;
      const weekOf = (overview: { weeks: Week[] }, start: string) =>
        overview.weeks.find((week) => week.week_start === start)!;
      const delta = (start: string, key: string) =>
        weekOf(after, start)[key]! - weekOf(before, start)[key]!;
      const now = mondayOf(Date.now());
      expect(after.weeks.at(-1).week_start).toBe(now);
      expect(delta(now, 'signups')).toBe(2);
      expect(delta(now, 'bookings')).toBe(2);
      expect(delta(now, 'cancellations')).toBe(1);
      // Completions count in the session's week (two hours ago: this week, or the last).
      expect(delta(mondayOf(Date.now() - 2 * HOUR), 'completions')).toBe(1);
      expect(after.totals.users - before.totals.users).toBe(2);
      expect((await call(admin, 'GET', '/api/admin/overview?weeks=0')).status).toBe(400);
    });

    it('lists every admin action newest first with who, what and why', async () => {
      const admin = await signUpAdmin(t);
      const [a, b] = [await signUp(t), await signUp(t)];
      for (const target of [a, b])
        await call(admin, 'POST', `/api/admin/users/${target.userId}/suspend`, {
          reason: `Reason for ${target.name}`,
        });
      const log = await (await call(admin, 'GET', '/api/admin/audit?limit=2')).json();
      expect(log.items.map((entry: { target_id: string }) => entry.target_id)).toEqual([
        b.userId,
        a.userId,
      ]);
      expect(log.items[0]).toMatchObject({
        actor_email: admin.email,
        action: 'user.suspend',
        reason: `Reason for ${b.name}`,
      });
      const next = await (
        await call(admin, 'GET', `/api/admin/audit?limit=2&cursor=${log.next_cursor}`)
      ).json();
      expect(next.items.map((entry: { target_id: string }) => entry.target_id)).not.toContain(
        b.userId,
      );
      // The log cannot be rewritten.
      await expect(t.database.db.delete(adminActions)).rejects.toThrow();
      const [row] = await t.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, admin.userId));
      expect(row!.role).toBe('admin');
    });
  });
});
