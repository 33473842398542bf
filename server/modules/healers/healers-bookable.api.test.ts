import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HealerList } from '@contract/healers';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { addSessionType, bookSession, freeSlots, utcDateIn } from '../../../tests/support/booking';
import { insertHealer } from '../../../tests/support/healers';
import { useTestApp } from '../../../tests/support/test-app';
import { profiles } from '../../db/schema';

/** docs/product.md, Going live: the directory lists bookable healers only (decision 043). */
describe('the bookable rule', () => {
  const t = useTestApp();

  const listedIds = async (query = '') => {
    const response = await t.request(`/api/healers?limit=50${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as HealerList).items.map((item) => item.user_id);
  };
  const editProfile = (healer: TestAccount, json: unknown) =>
    t.request('/api/me/profile', { method: 'PATCH', cookie: healer.cookie, json });
  const saveWeek = (healer: TestAccount, windows: unknown[]) =>
    t.request('/api/me/availability', { method: 'PUT', cookie: healer.cookie, json: { windows } });
  const monday = { day_of_week: 1, start_time: '09:00', end_time: '17:00', is_active: true };
  const everyDay = Array.from({ length: 7 }, (_, day) => ({ ...monday, day_of_week: day }));
  const isBookable = async (healer: TestAccount) =>
    (await (await t.request('/api/me', { cookie: healer.cookie })).json()).profile.bookable;

  it('lists a new healer only once name, specialty, fee, mode and a window are all set', async () => {
    const healer = await signUp(t, { role: 'healer', name: 'Nora Fresh' });
    expect(await listedIds()).not.toContain(healer.userId);
    expect(await isBookable(healer)).toBe(false);

    const steps: Array<[string, unknown]> = [
      ['specialty', { specialties: ['Breathwork'] }],
      ['fee', { consultation_fee: 90 }],
      ['mode', { consultation_modes: ['video'] }],
    ];
    for (const [, change] of steps) {
      expect((await editProfile(healer, change)).status).toBe(200);
      expect(await listedIds()).not.toContain(healer.userId);
    }
    expect((await saveWeek(healer, [monday])).status).toBe(200);
    expect(await listedIds()).toContain(healer.userId);
    expect(await isBookable(healer)).toBe(true);

    // An inactive week, or a missing part, takes the healer out again.
    expect((await saveWeek(healer, [{ ...monday, is_active: false }])).status).toBe(200);
    expect(await listedIds()).not.toContain(healer.userId);
    expect((await saveWeek(healer, [monday])).status).toBe(200);
    expect((await editProfile(healer, { consultation_fee: null })).status).toBe(200);
    expect(await listedIds()).not.toContain(healer.userId);
    expect((await editProfile(healer, { consultation_fee: 90 })).status).toBe(200);
    expect(await listedIds('&q=Nora')).toEqual([healer.userId]);
  });

  it('refuses to book a healer who is not bookable; the profile page still answers', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const patient = await signUp(t);
    await t.database.db
      .update(profiles)
      .set({ consultationModes: ['video'], specialties: ['Therapist'] })
      .where(eq(profiles.userId, healer.userId));
    expect((await saveWeek(healer, everyDay)).status).toBe(200);
    const [slot] = await freeSlots(t, healer.userId, utcDateIn(3));
    const refused = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: slot!,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'not_bookable', message: 'This healer is not taking bookings yet' },
    });
    const page = await t.request(`/api/healers/${healer.userId}`);
    expect(await page.json()).toMatchObject({ user_id: healer.userId, bookable: false });

    expect((await editProfile(healer, { consultation_fee: 80 })).status).toBe(200);
    const booked = await bookSession(t, patient, { healer_id: healer.userId, scheduled_at: slot! });
    expect(booked.status).toBe(201);
  });

  it('refuses a window shorter than the shortest session before saving anything', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const short = { ...monday, start_time: '18:00', end_time: '18:45' };
    const refused = await saveWeek(healer, [monday, short]);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(
      'Monday, slot 2 is shorter than your shortest session (60 min)',
    );
    expect(await isBookable(healer)).toBe(false);
    // With a 30-minute session type, 45 minutes hold a session; inactive windows are not judged.
    await addSessionType(t, healer, { duration_minutes: 30 });
    const tiny = {
      ...monday,
      day_of_week: 2,
      start_time: '09:00',
      end_time: '09:15',
      is_active: false,
    };
    expect((await saveWeek(healer, [short, tiny])).status).toBe(200);
  });

  it('gives items their professional title, and ranks healers without reviews as typical ones', async () => {
    const titled = await insertHealer(t.database.db, {
      usrName: 'Tess Titled',
      professionalTitle: 'Licensed Marriage and Family Therapist',
      ratingAverage: 4.9,
    });
    const fresh = await insertHealer(t.database.db, { usrName: 'Finn New' });
    const poor = await insertHealer(t.database.db, { usrName: 'Pam Poor', ratingAverage: 2.5 });
    const response = await t.request('/api/healers?limit=50&sort=rating');
    const items = ((await response.json()) as HealerList).items;
    const order = items
      .map((item) => item.user_id)
      .filter((id) => [titled, fresh, poor].includes(id));
    expect(order).toEqual([titled, fresh, poor]);
    expect(items.find((item) => item.user_id === titled)!.professional_title).toBe(
      'Licensed Marriage and Family Therapist',
    );
    expect(items.find((item) => item.user_id === fresh)).toMatchObject({
      professional_title: null,
      reviews_count: 0,
    });
  });
});
