import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { bookSession, healerWithWeek, utcAt } from '../../../tests/support/booking';
import { readCalendar } from '../../../tests/support/parsed-mail';
import { useTestApp, type TestApp } from '../../../tests/support/test-app';
import ICAL from 'ical.js';

async function booked(t: TestApp) {
  const healer = await healerWithWeek(t);
  const patient = await signUp(t);
  const response = await bookSession(t, patient, {
    healer_id: healer.userId,
    scheduled_at: utcAt(3, '10:00'),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { healer, patient, id };
}

/** Every event of a calendar: UID, start, summary. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
    };
  });
}

describe('an appointment as an .ics file', () => {
  const t = useTestApp();

  it('is the same event as the invitations (UID, start) for both participants; 404 to anyone else', async () => {
    const { healer, patient, id } = await booked(t);
    for (const [account, other] of [
      [patient, healer],
      [healer, patient],
    ] as const) {
      const response = await t.request(`/api/appointments/${id}/ics`, { cookie: account.cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.ics"/);
      const event = readCalendar(await response.text());
      expect(event).toMatchObject({
        method: 'PUBLISH',
        uid: `${id}@wellspring`,
        status: 'CONFIRMED',
      });
      expect(event.start.toISOString()).toBe(utcAt(3, '10:00'));
      expect(event.summary).toBe(`Session with ${other.name}`);
    }
    const strangerPatient = await signUp(t);
    const strangerHealer = await healerWithWeek(t);
    for (const stranger of [strangerPatient, strangerHealer]) {
      const response = await t.request(`/api/appointments/${id}/ics`, { cookie: stranger.cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'Appointment not found' },
      });
    }
    expect((await t.request(`/api/appointments/${id}/ics`)).status).toBe(401);
    const malformed = await t.request('/api/appointments/not-an-id/ics', {
      cookie: patient.cookie,
    });
    expect(malformed.status).toBe(404);
  });
});

describe('the private calendar feed', () => {
  const t = useTestApp();

  it('lists the owner’s sessions (a year back and ahead), and only theirs', async () => {
    const { healer, patient, id } = await booked(t);
    const past = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 30 * 86_400_000),
      status: 'completed',
    });
    await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 400 * 86_400_000),
      status: 'completed',
    });
    const cancelled = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      status: 'cancelled',
    });
    const other = await booked(t);

    expect(
      await (await t.request('/api/me/calendar-feed', { cookie: patient.cookie })).json(),
    ).toEqual({
      active: false,
      created_at: null,
    });
    const made = await t.request('/api/me/calendar-feed', { cookie: patient.cookie, json: {} });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await (
      await t.request('/api/me/calendar-feed', { cookie: patient.cookie })
    ).json();
    expect(status.active).toBe(true);
    // The address is never shown again.
    expect(JSON.stringify(status)).not.toContain(url.split('/').pop()!.slice(0, 20));

    const feed = await t.request(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const uids = eventsOf(await feed.text()).map((event) => event.uid);
    expect(uids.sort()).toEqual([`${id}@wellspring`, `${past.id}@wellspring`].sort());
    expect(uids).not.toContain(`${cancelled.id}@wellspring`);
    expect(uids).not.toContain(`${other.id}@wellspring`);
  });

  it('regenerating makes the old address answer 404; removing it too; a made-up token 404', async () => {
    const { patient } = await booked(t);
    const first = (await (
      await t.request('/api/me/calendar-feed', { cookie: patient.cookie, json: {} })
    ).json()) as { url: string };
    const second = (await (
      await t.request('/api/me/calendar-feed', { cookie: patient.cookie, json: {} })
    ).json()) as { url: string };
    expect(second.url).not.toBe(first.url);
    expect((await t.request(new URL(first.url).pathname)).status).toBe(404);
    expect((await t.request(new URL(second.url).pathname)).status).toBe(200);
    const removed = await t.request('/api/me/calendar-feed', {
      method: 'DELETE',
      cookie: patient.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await t.request(new URL(second.url).pathname)).status).toBe(404);
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${new URL(second.url).pathname.split('/').pop()!.replace('.ics', '')}`,
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
  });

  it('authorization: the feed settings are the caller’s own; anonymous 401', async () => {
    const { healer, patient } = await booked(t);
    await t.request('/api/me/calendar-feed', { cookie: patient.cookie, json: {} });
    // A stranger and the other role see and change only their own.
    for (const caller of [await signUp(t), healer]) {
      expect(
        (await (await t.request('/api/me/calendar-feed', { cookie: caller.cookie })).json()).active,
      ).toBe(false);
      await t.request('/api/me/calendar-feed', { method: 'DELETE', cookie: caller.cookie });
    }
    expect(
      (await (await t.request('/api/me/calendar-feed', { cookie: patient.cookie })).json()).active,
    ).toBe(true);
    for (const method of ['GET', 'POST', 'DELETE'])
      expect(
        (
          await t.request('/api/me/calendar-feed', {
            method,
            ...(method === 'POST' ? { json: {} } : {}),
          })
        ).status,
      ).toBe(401);
  });
});
