import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@contract/notifications';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { appointmentServicesOf, insertAppointment } from '../../../tests/support/appointments';
import {
  addSessionType,
  bookSession,
  healerWithWeek,
  setBookingRules,
  utcAt,
} from '../../../tests/support/booking';
import { latestEmailTo, readOutbox } from '../../../tests/support/mail';
import { readEvents } from '../../../tests/support/sse';
import { pendingJobsLike } from '../../../tests/support/queue';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import { appSettings, appointments, notifications } from '../../db/schema';
import { PLAN_REMINDERS_SETTING } from './notifications.queries';
import { enqueuePendingReminderPlanning } from './plan-existing-reminders';
import { expireBookingRequest } from '../appointments/expire-booking-request';

async function cast(t: TestApp) {
  const healer = await healerWithWeek(t);
  const patient = await signUp(t);
  return { healer, patient };
}

async function book(t: TestApp, patient: TestAccount, healer: TestAccount, at: string) {
  const response = await bookSession(t, patient, { healer_id: healer.userId, scheduled_at: at });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const list = async (t: TestApp, account: TestAccount, query = '') => {
  const response = await t.request(`/api/notifications${query}`, { cookie: account.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as NotificationPage;
};

const unread = async (t: TestApp, account: TestAccount) =>
  (
    (await (
      await t.request('/api/notifications/unread-count', { cookie: account.cookie })
    ).json()) as { unread: number }
  ).unread;

describe('the notification centre', () => {
  const t = useTestApp();

  it('a booking notifies the healer live; the list has the contract’s fields, newest first', async () => {
    const { healer, patient } = await cast(t);
    const stream = readEvents(await t.request('/api/events', { cookie: healer.cookie }));
    try {
      expect((await stream.next()).event).toBe('ready');
      const id = await book(t, patient, healer, utcAt(3, '10:00'));
      const events = [await stream.next(), await stream.next()].map((event) => event.event);
      expect(events).toContain('notification.created');
      const page = await list(t, healer);
      expect(page.next_cursor).toBeNull();
      expect(page.items).toHaveLength(1);
      const [item] = page.items as [Notification];
      expect(Object.keys(item).sort()).toEqual(
        ['body', 'created_at', 'id', 'link', 'read_at', 'title', 'type'].sort(),
      );
      expect(item).toMatchObject({
        type: 'appointment.booked',
        title: 'New session booked',
        link: `/healer-dashboard/appointments/${id}`,
        read_at: null,
      });
      expect(item.body).toContain(patient.name);
      // The patient booked it: an email confirms it, the centre stays quiet.
      expect((await list(t, patient)).items).toEqual([]);
      expect(await unread(t, healer)).toBe(1);
    } finally {
      await stream.close();
    }
  });

  it('pages with a cursor, newest first, without gaps or repeats', async () => {
    const patient = await signUp(t);
    const base = Date.now() - 60 * 60_000;
    await t.database.db.insert(notifications).values(
      Array.from({ length: 45 }, (_, index) => ({
        userId: patient.userId,
        type: 'appointment.completed',
        title: `Notice ${index}`,
        body: 'Body',
        // Some share a time: the id breaks the tie.
        createdAt: new Date(base + Math.floor(index / 3) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await list(t, patient, `?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.next_cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
    const times = seen.map((title) => Math.floor(Number(title.split(' ')[1]) / 3));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bad = await t.request('/api/notifications?cursor=bm9wZQ', { cookie: patient.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('cursor: Invalid cursor');
  });

  it('marks one read, then all; other tabs hear of it; the count follows', async () => {
    const { healer, patient } = await cast(t);
    for (const time of ['09:00', '11:00', '13:00']) await book(t, patient, healer, utcAt(4, time));
    expect(await unread(t, healer)).toBe(3);
    const [newest] = (await list(t, healer)).items;
    const stream = readEvents(await t.request('/api/events', { cookie: healer.cookie }));
    try {
      expect((await stream.next()).event).toBe('ready');
      const one = await t.request('/api/notifications/read', {
        cookie: healer.cookie,
        json: { ids: [newest!.id] },
      });
      expect(one.status).toBe(200);
      expect(await one.json()).toEqual({ unread: 2 });
      expect((await stream.next()).event).toBe('notification.read');
      const items = (await list(t, healer)).items;
      expect(items.find((item) => item.id === newest!.id)!.read_at).not.toBeNull();
      const all = await t.request('/api/notifications/read', { cookie: healer.cookie, json: {} });
      expect(await all.json()).toEqual({ unread: 0 });
      expect((await list(t, healer)).items.every((item) => item.read_at)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('refuses ids that are not uuids, or too many, with 400 naming the field', async () => {
    const { patient } = await cast(t);
    for (const ids of [['nope'], [], Array.from({ length: 101 }, () => crypto.randomUUID())]) {
      const response = await t.request('/api/notifications/read', {
        cookie: patient.cookie,
        json: { ids },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/^ids/);
    }
  });

  it('authorization: own notifications only, for every route; anonymous is 401', async () => {
    const { healer, patient } = await cast(t);
    await book(t, patient, healer, utcAt(5, '10:00'));
    const owned = (await list(t, healer)).items[0]!;
    const stranger = await healerWithWeek(t);
    const otherRole = await signUp(t);

    for (const caller of [stranger, otherRole]) {
      expect((await list(t, caller)).items.map((item) => item.id)).not.toContain(owned.id);
      expect(await unread(t, caller)).toBe(0);
      const read = await t.request('/api/notifications/read', {
        cookie: caller.cookie,
        json: { ids: [owned.id] },
      });
      expect(read.status).toBe(404);
      // "All" means the caller's own: the owner's stays unread.
      await t.request('/api/notifications/read', { cookie: caller.cookie, json: {} });
    }
    expect(await unread(t, healer)).toBe(1);
    for (const [path, method] of [
      ['/api/notifications', 'GET'],
      ['/api/notifications/unread-count', 'GET'],
      ['/api/notifications/read', 'POST'],
      ['/api/me/notification-preferences', 'GET'],
      ['/api/me/notification-preferences', 'PUT'],
    ] as const) {
      const response = await t.request(path, {
        method,
        ...(method === 'GET' ? {} : { json: {} }),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('notification preferences', () => {
  const t = useTestApp();

  it('are all on by default, with the server’s lead times', async () => {
    const { patient } = await cast(t);
    const response = await t.request('/api/me/notification-preferences', {
      cookie: patient.cookie,
    });
    expect(await response.json()).toEqual({
      email: { bookings: true, reminders: true, messages: true, medication: true },
      in_app: { bookings: true, reminders: true, messages: true, medication: true },
      reminder_lead_minutes: [1440, 60],
      reminder_lead_choices: [15, 30, 60, 120, 1440, 2880],
    });
  });

  it('change only what is sent, per user; refuse unknown fields and leads not offered', async () => {
    const { healer, patient } = await cast(t);
    const put = (account: TestAccount, json: unknown) =>
      t.request('/api/me/notification-preferences', {
        method: 'PUT',
        cookie: account.cookie,
        json,
      });
    const changed = await put(healer, {
      in_app: { bookings: false },
      reminder_lead_minutes: [30, 2880],
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      email: { bookings: true, reminders: true, messages: true, medication: true },
      in_app: { bookings: false, reminders: true, messages: true, medication: true },
      reminder_lead_minutes: [2880, 30],
    });
    const again = await put(healer, { email: { messages: false } });
    expect(await again.json()).toMatchObject({
      email: { messages: false, bookings: true },
      in_app: { bookings: false },
      reminder_lead_minutes: [2880, 30],
    });
    // Another user's stay as they were.
    const mine = await t.request('/api/me/notification-preferences', { cookie: patient.cookie });
    expect((await mine.json()).in_app.bookings).toBe(true);

    for (const [body, message] of [
      [{ reminder_lead_minutes: [45] }, /^reminder_lead_minutes: choose from/],
      [{ reminder_lead_minutes: [60, 60] }, /must not repeat/],
      [{ reminder_lead_minutes: [-5] }, /must be positive/],
      [{ email: { marketing: true } }, /^email/],
      [{ in_app: { bookings: 'yes' } }, /^in_app\.bookings/],
      [{ colour: 'green' }, /colour|Unrecognized/],
    ] as const) {
      const response = await put(patient, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });

  it('in-app off leaves the centre empty; email off leaves the outbox empty for that category', async () => {
    const { healer, patient } = await cast(t);
    await t.request('/api/me/notification-preferences', {
      method: 'PUT',
      cookie: healer.cookie,
      json: { in_app: { bookings: false }, email: { bookings: false } },
    });
    await book(t, patient, healer, utcAt(6, '10:00'));
    await t.settle();
    expect((await list(t, healer)).items).toEqual([]);
    expect(await latestEmailTo(t, healer.email)).toBeUndefined();
    expect((await latestEmailTo(t, patient.email))?.subject).toMatch(/^Session booked with /);
  });
});

describe('unsubscribe links', () => {
  const t = useTestApp();

  it('GET names the category and changes nothing; POST turns that email off; bad links 404', async () => {
    const { healer, patient } = await cast(t);
    await book(t, patient, healer, utcAt(3, '10:00'));
    const email = await latestEmailTo(t, healer.email);
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(email!.text)![1]!;
    const info = await t.request(`/api/unsubscribe?token=${token}`);
    expect(await info.json()).toEqual({ category: 'bookings', label: 'Bookings and changes' });
    const prefs = async () =>
      (
        await (
          await t.request('/api/me/notification-preferences', { cookie: healer.cookie })
        ).json()
      ).email;
    expect((await prefs()).bookings).toBe(true);
    const done = await t.request(`/api/unsubscribe?token=${token}`, { method: 'POST', json: {} });
    expect(done.status).toBe(200);
    expect(await prefs()).toEqual({
      bookings: false,
      reminders: true,
      messages: true,
      medication: true,
    });
    // Twice changes nothing.
    expect(
      (await t.request(`/api/unsubscribe?token=${token}`, { method: 'POST', json: {} })).status,
    ).toBe(200);
    const [user, , mac] = token.split('.');
    for (const bad of [`${user}.reminders.${mac}`, 'abc', `${token}x`]) {
      const response = await t.request(`/api/unsubscribe?token=${bad}`, {
        method: 'POST',
        json: {},
      });
      expect(response.status, bad).toBe(404);
    }
    expect((await t.request('/api/unsubscribe')).status).toBe(400);
    expect((await prefs()).reminders).toBe(true);
  });
});

describe('who hears of what', () => {
  const t = useTestApp();

  it('requests, answers, moves, links, cancellations and completions reach the right side', async () => {
    const { healer, patient } = await cast(t);
    const id = await book(t, patient, healer, utcAt(7, '10:00'));
    const titles = async (account: TestAccount) =>
      (await list(t, account)).items.map((item) => item.title);

    await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { meeting_link: 'https://meet.example.com/abc' },
    });
    expect(await titles(patient)).toEqual(['Meeting link updated']);
    const moved = await t.request(`/api/appointments/${id}/reschedule`, {
      cookie: healer.cookie,
      json: { scheduled_at: utcAt(7, '12:00') },
    });
    expect(moved.status).toBe(200);
    expect((await titles(patient))[0]).toBe('Session moved');
    const cancel = await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled', reason: 'Travelling' },
    });
    expect(cancel.status).toBe(200);
    const [cancelled] = (await list(t, healer)).items;
    expect(cancelled).toMatchObject({ type: 'appointment.cancelled', title: 'Session cancelled' });
    expect(cancelled!.body).toContain(patient.name);
    // The one who acted is told by email only (their calendar), not in the centre.
    expect((await titles(patient)).filter((title) => title === 'Session cancelled')).toEqual([]);
    const emails = await readOutbox(t);
    const healerCancel = emails.find(
      (email) => email.to === healer.email && email.subject.startsWith('Cancelled:'),
    );
    expect(healerCancel?.text).toContain('Reason: Travelling');

    const done = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 2 * 3_600_000),
    });
    const completed = await t.request(`/api/appointments/${done.id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'completed' },
    });
    expect(completed.status).toBe(200);
    const [review] = (await list(t, patient)).items;
    expect(review).toMatchObject({
      type: 'appointment.completed',
      link: `/patient-dashboard/appointments/${done.id}`,
    });
    const reviewEmail = await latestEmailTo(t, patient.email);
    expect(reviewEmail?.text).toContain(
      `Leave a review: http://localhost:3000/patient-dashboard/appointments/${done.id}`,
    );
  });

  it('a healer cancelling tells the patient the reason; no one else hears anything', async () => {
    const { healer, patient } = await cast(t);
    const bystander = await signUp(t);
    const id = await book(t, patient, healer, utcAt(8, '10:00'));
    await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'cancelled', reason: 'Double booked' },
    });
    const [notice] = (await list(t, patient)).items;
    expect(notice).toMatchObject({ type: 'appointment.cancelled' });
    const email = (await readOutbox(t)).find(
      (mail) => mail.to === patient.email && mail.subject.startsWith('Cancelled:'),
    );
    expect(email?.text).toContain('Reason: Double booked');
    expect((await list(t, bystander)).items).toEqual([]);
  });

  it('booking requests: the healer is asked; the patient hears the answer or the expiry', async () => {
    const { healer, patient } = await cast(t);
    const type = await addSessionType(t, healer, {
      duration_minutes: 60,
      requires_confirmation: true,
    });
    const request = async (time: string) => {
      const response = await bookSession(t, patient, {
        healer_id: healer.userId,
        scheduled_at: utcAt(9, time),
        session_type_id: type.id,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const latestTitle = async (account: TestAccount) => (await list(t, account)).items[0]?.title;

    const accepted = await request('09:00');
    expect(await latestTitle(healer)).toBe('New booking request');
    expect((await latestEmailTo(t, patient.email))?.subject).toBe(
      `Booking request sent to ${healer.name}`,
    );
    await t.request(`/api/appointments/${accepted}/accept`, { cookie: healer.cookie, json: {} });
    expect(await latestTitle(patient)).toBe('Booking request accepted');
    expect(await pendingJobsLike(t, `session-reminder:${accepted}:`)).toHaveLength(4);

    const declined = await request('11:00');
    await t.request(`/api/appointments/${declined}/decline`, {
      cookie: healer.cookie,
      json: { reason: 'Fully booked that week' },
    });
    expect(await latestTitle(patient)).toBe('Booking request declined');
    expect((await latestEmailTo(t, patient.email))?.text).toContain(
      'Reason: Fully booked that week',
    );

    const withdrawn = await request('13:00');
    await t.request(`/api/appointments/${withdrawn}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled' },
    });
    expect(await latestTitle(healer)).toBe('Booking request withdrawn');

    const expired = await request('15:00');
    await t.database.db
      .update(appointments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, expired));
    await expireBookingRequest(appointmentServicesOf(t), expired);
    expect(await latestTitle(patient)).toBe('Booking request expired');
    expect(await latestTitle(healer)).toBe('Booking request expired');
    // No reminders for a request never accepted.
    for (const id of [declined, withdrawn, expired])
      expect(await pendingJobsLike(t, `session-reminder:${id}:`)).toEqual([]);
  });
});

describe('reminder planning', () => {
  const t = useTestApp();
  const HOUR = 3_600_000;

  it('one keyed job per participant and lead; past moments none; moved with the session; gone when cancelled', async () => {
    const healer = await healerWithWeek(t, { start: '00:00', end: '24:00' });
    const patient = await signUp(t);
    const later = await book(t, patient, healer, utcAt(3, '10:00'));
    const jobs = await pendingJobsLike(t, `session-reminder:${later}:`);
    expect(jobs.map((job) => job.key).sort()).toEqual(
      [healer.userId, patient.userId]
        .flatMap((user) => [1440, 60].map((lead) => `session-reminder:${later}:${user}:${lead}`))
        .sort(),
    );
    for (const job of jobs) {
      const lead = Number(job.key.split(':').at(-1));
      expect(job.runAt.getTime()).toBe(new Date(utcAt(3, '10:00')).getTime() - lead * 60_000);
    }
    // Three hours ahead: the day-before reminder's moment has passed; only the hour's remains.
    await setBookingRules(t, healer, { min_notice_hours: 0, slot_step_minutes: 15 });
    const soonStart = new Date(Math.ceil((Date.now() + 3 * HOUR) / (15 * 60_000)) * 15 * 60_000);
    const soon = await book(t, patient, healer, soonStart.toISOString());
    expect(
      (await pendingJobsLike(t, `session-reminder:${soon}:`)).map((job) =>
        job.key.split(':').at(-1),
      ),
    ).toEqual(['60', '60']);

    const moved = await t.request(`/api/appointments/${later}/reschedule`, {
      cookie: patient.cookie,
      json: { scheduled_at: utcAt(4, '11:00') },
    });
    expect(moved.status).toBe(200);
    for (const job of await pendingJobsLike(t, `session-reminder:${later}:`)) {
      const lead = Number(job.key.split(':').at(-1));
      expect(job.runAt.getTime()).toBe(new Date(utcAt(4, '11:00')).getTime() - lead * 60_000);
    }
    await t.request(`/api/appointments/${later}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled' },
    });
    expect(await pendingJobsLike(t, `session-reminder:${later}:`)).toEqual([]);
  });

  it('sessions booked before notifications get their reminders once, at the first start', async () => {
    // The migration's marker was handled when this app started.
    expect(
      await t.database.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, PLAN_REMINDERS_SETTING)),
    ).toEqual([]);
    const { healer, patient } = await cast(t);
    const older = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(utcAt(6, '10:00')),
    });
    expect(await pendingJobsLike(t, `session-reminder:${older.id}:`)).toEqual([]);
    await t.database.db
      .insert(appSettings)
      .values({ key: PLAN_REMINDERS_SETTING, value: 'pending' });
    await enqueuePendingReminderPlanning(t.database.db, t.services.jobs);
    await t.settle();
    expect(await pendingJobsLike(t, `session-reminder:${older.id}:`)).toHaveLength(4);
    expect(
      await t.database.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, PLAN_REMINDERS_SETTING)),
    ).toEqual([]);
  });

  it('a user’s new lead times re-plan their sessions ahead; the other side keeps theirs', async () => {
    const { healer, patient } = await cast(t);
    const id = await book(t, patient, healer, utcAt(5, '10:00'));
    const response = await t.request('/api/me/notification-preferences', {
      method: 'PUT',
      cookie: patient.cookie,
      json: { reminder_lead_minutes: [2880, 15] },
    });
    expect(response.status).toBe(200);
    const keys = (await pendingJobsLike(t, `session-reminder:${id}:`)).map((job) => job.key).sort();
    expect(keys).toEqual(
      [
        `session-reminder:${id}:${patient.userId}:2880`,
        `session-reminder:${id}:${patient.userId}:15`,
        `session-reminder:${id}:${healer.userId}:1440`,
        `session-reminder:${id}:${healer.userId}:60`,
      ].sort(),
    );
  });
});
