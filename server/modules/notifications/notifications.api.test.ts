import { describe, expect, it } from 'vitest';
import type { Notification } from '@contract/notifications';
import { signUp } from '../../../tests/support/accounts';
import {
  book,
  castPair,
  listNotifications,
  unreadNotifications,
} from '../../../tests/support/notifications';
import { useTestApp } from '../../../tests/support/test-app';
import { healerWithWeek, utcAt } from '../../../tests/support/booking';
import { readEvents } from '../../../tests/support/sse';
import { notifications } from '../../db/schema';

describe('the notification centre', () => {
  const t = useTestApp();

  it('a booking notifies the healer live; the list has the contract’s fields, newest first', async () => {
    const { healer, patient } = await castPair(t);
    const stream = readEvents(await t.request('/api/events', { cookie: healer.cookie }));
    try {
      expect((await stream.next()).event).toBe('ready');
      const id = await book(t, patient, healer, utcAt(3, '10:00'));
      const events = [await stream.next(), await stream.next()].map((event) => event.event);
      expect(events).toContain('notification.created');
      const page = await listNotifications(t, healer);
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
      expect((await listNotifications(t, patient)).items).toEqual([]);
      expect(await unreadNotifications(t, healer)).toBe(1);
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
      const page = await listNotifications(
        t,
        patient,
        `?limit=20${cursor ? `&cursor=${cursor}` : ''}`,
      );
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
    const { healer, patient } = await castPair(t);
    for (const time of ['09:00', '11:00', '13:00']) await book(t, patient, healer, utcAt(4, time));
    expect(await unreadNotifications(t, healer)).toBe(3);
    const [newest] = (await listNotifications(t, healer)).items;
    // The bookings' own events may still be on their way from LISTEN/NOTIFY: only the read
    // receipts (and the stream's hello) matter here.
    const stream = readEvents(await t.request('/api/events', { cookie: healer.cookie }), {
      ignore: (event) => event.event.startsWith('appointment.'),
    });
    try {
      expect((await stream.next()).event).toBe('ready');
      const one = await t.request('/api/notifications/read', {
        cookie: healer.cookie,
        json: { ids: [newest!.id] },
      });
      expect(one.status).toBe(200);
      expect(await one.json()).toEqual({ unread: 2 });
      expect((await stream.next()).event).toBe('notification.read');
      const items = (await listNotifications(t, healer)).items;
      expect(items.find((item) => item.id === newest!.id)!.read_at).not.toBeNull();
      const all = await t.request('/api/notifications/read', { cookie: healer.cookie, json: {} });
      expect(await all.json()).toEqual({ unread: 0 });
      expect((await listNotifications(t, healer)).items.every((item) => item.read_at)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('refuses ids that are not uuids, or too many, with 400 naming the field', async () => {
    const { patient } = await castPair(t);
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
    const { healer, patient } = await castPair(t);
    await book(t, patient, healer, utcAt(5, '10:00'));
    const owned = (await listNotifications(t, healer)).items[0]!;
    const stranger = await healerWithWeek(t);
    const otherRole = await signUp(t);

    for (const caller of [stranger, otherRole]) {
      expect((await listNotifications(t, caller)).items.map((item) => item.id)).not.toContain(
        owned.id,
      );
      expect(await unreadNotifications(t, caller)).toBe(0);
      const read = await t.request('/api/notifications/read', {
        cookie: caller.cookie,
        json: { ids: [owned.id] },
      });
      expect(read.status).toBe(404);
      // "All" means the caller's own: the owner's stays unread.
      await t.request('/api/notifications/read', { cookie: caller.cookie, json: {} });
    }
    expect(await unreadNotifications(t, healer)).toBe(1);
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
