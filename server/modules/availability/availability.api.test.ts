import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AvailabilityWeek, AvailabilityWindowInput } from '@contract/availability';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { useTestApp } from '../../../tests/support/test-app';
import { healerAvailability, profiles } from '../../db/schema';

describe('weekly availability API', () => {
  const t = useTestApp();

  const save = (account: TestAccount, windows: unknown) =>
    t.request('/api/me/availability', {
      method: 'PUT',
      json: { windows },
      cookie: account.cookie,
    });
  const week = async (account: TestAccount) => {
    const response = await t.request('/api/me/availability', { cookie: account.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as AvailabilityWeek;
  };
  const plain = (body: AvailabilityWeek) =>
    body.windows.map(({ day_of_week, start_time, end_time, is_active }) => ({
      day_of_week,
      start_time,
      end_time,
      is_active,
    }));

  const monday = (start: string, end: string, extra: Partial<AvailabilityWindowInput> = {}) => ({
    day_of_week: 1,
    start_time: start,
    end_time: end,
    is_active: true,
    ...extra,
  });

  it('refuses anonymous callers (401) and patients (403) on every route', async () => {
    const patient = await signUp(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [path, method] of [
      ['/api/me/availability', 'GET'],
      ['/api/me/availability', 'PUT'],
      [`/api/me/availability/${id}`, 'DELETE'],
    ] as const) {
      const json = method === 'PUT' ? { windows: [] } : undefined;
      expect((await t.request(path, { method, json })).status).toBe(401);
      const asPatient = await t.request(path, { method, json, cookie: patient.cookie });
      expect(asPatient.status).toBe(403);
      expect((await asPatient.json()).error.message).toBe('Only healers can manage availability');
    }
  });

  it('saves a week, returns it sorted with the healer time zone, and reads it back', async () => {
    const healer = await signUp(t, { role: 'healer' });
    await t.database.db
      .update(profiles)
      .set({ timezone: 'Asia/Kolkata' })
      .where(eq(profiles.userId, healer.userId));
    const response = await save(healer, [
      monday('13:00', '15:30'),
      monday('09:00', '12:00'),
      { day_of_week: 3, start_time: '10:00', end_time: '11:00', is_active: false },
      { day_of_week: 6, start_time: '22:00', end_time: '24:00', is_active: true },
    ]);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AvailabilityWeek;
    expect(saved.timezone).toBe('Asia/Kolkata');
    expect(plain(saved)).toEqual([
      monday('09:00', '12:00'),
      monday('13:00', '15:30'),
      { day_of_week: 3, start_time: '10:00', end_time: '11:00', is_active: false },
      { day_of_week: 6, start_time: '22:00', end_time: '24:00', is_active: true },
    ]);
    expect(saved.windows.every((window) => window.healer_id === healer.userId)).toBe(true);
    expect(await week(healer)).toEqual(saved);
  });

  it('updates saved windows by id, adds new ones and deletes the ones left out, in one save', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const first = (await (
      await save(healer, [monday('09:00', '10:00'), monday('10:00', '11:00')])
    ).json()) as AvailabilityWeek;
    const [keep, drop] = first.windows;
    const response = await save(healer, [
      { id: keep!.id, day_of_week: 1, start_time: '08:00', end_time: '10:00', is_active: false },
      { day_of_week: 2, start_time: '09:00', end_time: '10:00' },
    ]);
    expect(response.status).toBe(200);
    const second = (await response.json()) as AvailabilityWeek;
    expect(second.windows).toHaveLength(2);
    expect(second.windows[0]).toMatchObject({
      id: keep!.id,
      start_time: '08:00',
      is_active: false,
    });
    expect(second.windows[1]).toMatchObject({ day_of_week: 2, is_active: true });
    expect(second.windows.some((window) => window.id === drop!.id)).toBe(false);
  });

  it('names the day and slot of a bad window and changes nothing', async () => {
    const healer = await signUp(t, { role: 'healer' });
    await save(healer, [monday('09:00', '10:00')]);
    const before = await week(healer);
    const cases: Array<[unknown, string | RegExp]> = [
      [
        [monday('09:00', '10:00'), monday('12:00', '11:00')],
        'Monday, slot 2: end must be after start',
      ],
      [[monday('09:00', '09:00')], 'Monday, slot 1: end must be after start'],
      [
        [
          { day_of_week: 2, start_time: '09:00', end_time: '11:00' },
          { day_of_week: 2, start_time: '10:30', end_time: '12:00' },
        ],
        'Tuesday, slot 2 overlaps slot 1',
      ],
      [[monday('09:10', '10:00')], 'Monday, slot 1: start must be a time on the quarter hour'],
      [[monday('09:00', '25:00')], 'Monday, slot 1: end must be a time on the quarter hour'],
      [[monday('24:00', '24:00')], 'Monday, slot 1: start must be a time on the quarter hour'],
      [[{ ...monday('09:00', '10:00'), day_of_week: 7 }], /day_of_week/],
      [[{ ...monday('09:00', '10:00'), start_time: 900 }], /start_time/],
      [[{ ...monday('09:00', '10:00'), start_time: "'; DROP TABLE x; --" }], /start_time/],
      [[{ ...monday('09:00', '10:00'), is_active: 'yes' }], /is_active/],
      [[{ ...monday('09:00', '10:00'), id: 'not-a-uuid' }], /id/],
      [
        Array.from({ length: 101 }, (_, index) => ({
          day_of_week: index % 7,
          start_time: '09:00',
          end_time: '10:00',
        })),
        /At most 100/,
      ],
      ['not a list', /windows/],
    ];
    for (const [windows, message] of cases) {
      const response = await save(healer, windows);
      expect(response.status, JSON.stringify(windows).slice(0, 80)).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
    const duplicate = await save(healer, [
      { ...monday('09:00', '10:00'), id: before.windows[0]!.id },
      { ...monday('11:00', '12:00'), id: before.windows[0]!.id },
    ]);
    expect(duplicate.status).toBe(400);
    expect(await week(healer)).toEqual(before);
  });

  it("cannot touch another healer's windows", async () => {
    const owner = await signUp(t, { role: 'healer' });
    const other = await signUp(t, { role: 'healer' });
    const saved = (await (
      await save(owner, [monday('09:00', '10:00')])
    ).json()) as AvailabilityWeek;
    const id = saved.windows[0]!.id;

    const hijack = await save(other, [{ ...monday('06:00', '07:00'), id }]);
    expect(hijack.status).toBe(404);
    const remove = await t.request(`/api/me/availability/${id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(remove.status).toBe(404);
    expect(await week(owner)).toEqual(saved);
    expect((await week(other)).windows).toEqual([]);
  });

  it('deletes one saved window at once', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const saved = (await (
      await save(healer, [monday('09:00', '10:00'), monday('11:00', '12:00')])
    ).json()) as AvailabilityWeek;
    const id = saved.windows[0]!.id;
    const path = `/api/me/availability/${id}`;
    expect((await t.request(path, { method: 'DELETE', cookie: healer.cookie })).status).toBe(204);
    expect((await week(healer)).windows.map((window) => window.start_time)).toEqual(['11:00']);
    expect((await t.request(path, { method: 'DELETE', cookie: healer.cookie })).status).toBe(404);
    const malformed = await t.request('/api/me/availability/%27%20OR%201=1', {
      method: 'DELETE',
      cookie: healer.cookie,
    });
    expect(malformed.status).toBe(400);
  });

  it('serialises concurrent saves: the week is one of them, never a mix', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const weeks = Array.from({ length: 10 }, (_, index) => [
      monday(`0${index}:00`.slice(-5), `${String(index + 1).padStart(2, '0')}:00`),
      { day_of_week: 2, start_time: `${10 + index}:00`, end_time: `${11 + index}:00` },
    ]);
    const responses = await Promise.all(weeks.map((windows) => save(healer, windows)));
    expect(responses.map((response) => response.status)).toEqual(weeks.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(healerAvailability)
      .where(eq(healerAvailability.healerId, healer.userId));
    expect(rows).toHaveLength(2);
    const final = plain(await week(healer));
    expect(
      weeks.some(
        (windows) =>
          JSON.stringify(
            windows.map((w) => ({ is_active: true, ...w })).map((w) => w.start_time),
          ) === JSON.stringify(final.map((w) => w.start_time)),
      ),
    ).toBe(true);
  });
});
