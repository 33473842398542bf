import { describe, expect, it } from 'vitest';
import { type TestAccount } from '../../../tests/support/accounts';
import { book, castPair, listNotifications } from '../../../tests/support/notifications';
import { useTestApp } from '../../../tests/support/test-app';
import { utcAt } from '../../../tests/support/booking';
import { latestEmailTo } from '../../../tests/support/mail';

describe('notification preferences', () => {
  const t = useTestApp();

  it('are all on by default, with the server’s lead times', async () => {
    const { patient } = await castPair(t);
    const response = await t.request('/api/me/notification-preferences', {
      cookie: patient.cookie,
    });
    expect(await response.json()).toEqual({
      email: { bookings: true, reminders: true, messages: true, medication: true, plans: true },
      in_app: { bookings: true, reminders: true, messages: true, medication: true, plans: true },
      reminder_lead_minutes: [1440, 60],
      reminder_lead_choices: [15, 30, 60, 120, 1440, 2880],
    });
  });

  it('change only what is sent, per user; refuse unknown fields and leads not offered', async () => {
    const { healer, patient } = await castPair(t);
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
      email: { bookings: true, reminders: true, messages: true, medication: true, plans: true },
      in_app: { bookings: false, reminders: true, messages: true, medication: true, plans: true },
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
    const { healer, patient } = await castPair(t);
    await t.request('/api/me/notification-preferences', {
      method: 'PUT',
      cookie: healer.cookie,
      json: { in_app: { bookings: false }, email: { bookings: false } },
    });
    await book(t, patient, healer, utcAt(6, '10:00'));
    await t.settle();
    expect((await listNotifications(t, healer)).items).toEqual([]);
    expect(await latestEmailTo(t, healer.email)).toBeUndefined();
    expect((await latestEmailTo(t, patient.email))?.subject).toMatch(/^Session booked with /);
  });
});

describe('unsubscribe links', () => {
  const t = useTestApp();

  it('GET names the category and changes nothing; POST turns that email off; bad links 404', async () => {
    const { healer, patient } = await castPair(t);
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
      plans: true,
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
