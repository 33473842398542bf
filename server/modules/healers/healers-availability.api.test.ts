import { describe, expect, it } from 'vitest';
import type { HealerList } from '@contract/healers';
import { healerWithWeek, setBookingRules, utcDateIn } from '../../../tests/support/booking';
import { useTestApp } from '../../../tests/support/test-app';

describe('healers directory: soonest available and available this week', () => {
  const t = useTestApp();

  async function list(query: string) {
    const response = await t.request(`/api/healers?limit=50&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as HealerList;
  }

  it('sorts by the next free time and filters to the next 7 days', async () => {
    const today = await healerWithWeek(t, { name: 'Soon Healer' });
    const later = await healerWithWeek(t, { name: 'Later Healer' });
    await setBookingRules(t, later, { min_notice_hours: 96 });
    const away = await healerWithWeek(t, { name: 'Away Healer' });
    const off = await t.request('/api/me/availability-overrides', {
      cookie: away.cookie,
      json: { date_from: utcDateIn(-1), date_to: utcDateIn(9), available: false },
    });
    expect(off.status).toBe(201);
    await t.settle();

    const soonest = await list('sort=soonest');
    expect(soonest.items.map((item) => item.user_id)).toEqual([
      today.userId,
      later.userId,
      away.userId,
    ]);
    const times = soonest.items.map((item) => Date.parse(item.next_available_at!));
    expect(times[0]! - Date.now()).toBeLessThan(2 * 86_400_000);
    expect(times[1]! - Date.now()).toBeGreaterThanOrEqual(96 * 3_600_000 - 60_000);
    expect(times[2]!).toBeGreaterThanOrEqual(Date.parse(`${utcDateIn(10)}T00:00:00Z`));

    const thisWeek = await list('availableThisWeek=true&sort=soonest');
    expect(thisWeek.items.map((item) => item.user_id)).toEqual([today.userId, later.userId]);
    expect(thisWeek.total).toBe(2);
    expect((await list('availableThisWeek=false')).total).toBe(3);
    // Combined with another filter and the default sort.
    expect(
      (await list('availableThisWeek=true&q=later')).items.map((item) => item.user_id),
    ).toEqual([later.userId]);
  });

  it('refuses a malformed availableThisWeek and an unknown sort with 400', async () => {
    for (const query of ['availableThisWeek=yes', 'availableThisWeek=1', 'sort=soon']) {
      const response = await t.request(`/api/healers?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toMatch(/availableThisWeek|sort/);
    }
  });
});
