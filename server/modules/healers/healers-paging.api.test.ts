import { beforeAll, describe, expect, it } from 'vitest';
import { HEALER_SORTS, type HealerSort } from '@contract/constants';
import type { HealerList, HealerSummary } from '@contract/healers';
import { useTestApp } from '../../../tests/support/test-app';
import { insertHealer } from '../../../tests/support/healers';

/** Few distinct values, so many rows tie and the user-id tie-breaker is exercised. */
const ratings = [5, 4.5, 4.5, 4];
// Every listed healer has a fee (decision 043).
const fees = [75, 50, 100, 100.5];
const experience = [null, 5, 10];
// Mondays 09:00-17:00 in each: next free times that differ, and tie.
const zones = ['UTC', 'Asia/Tokyo', 'America/New_York'];

let serial = 0;
const nextFixture = () => {
  serial += 1;
  return {
    usrName: `Paging Healer ${serial}`,
    ratingAverage: ratings[serial % ratings.length],
    consultationFee: fees[serial % fees.length],
    experienceYears: experience[serial % experience.length],
    timezone: zones[serial % zones.length],
  };
};

/** Whether `a` may come before `b` in the sort's order (ties allowed; nulls last). */
function inOrder(sort: HealerSort, a: HealerSummary, b: HealerSummary): boolean {
  const value = (healer: HealerSummary) =>
    sort === 'rating'
      ? healer.rating_average
      : sort === 'experience'
        ? healer.experience_years
        : sort === 'soonest'
          ? healer.next_available_at && Date.parse(healer.next_available_at)
          : healer.consultation_fee;
  const [x, y] = [value(a), value(b)];
  if (x === null || y === null) return y === null;
  return sort === 'fee_asc' || sort === 'soonest' ? x <= y : x >= y;
}

describe('healers API paging', () => {
  const t = useTestApp();

  beforeAll(async () => {
    for (let index = 0; index < 22; index++) await insertHealer(t.database.db, nextFixture());
    // Their next free times (decision 065), for sort=soonest.
    await t.settle();
  });

  async function page(query: string): Promise<HealerList> {
    const response = await t.request(`/api/healers?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as HealerList;
  }

  it('keeps the filters while paging', async () => {
    const all = await page('minRating=4.5&limit=50');
    const first = await page('minRating=4.5&limit=3');
    const second = await page(`minRating=4.5&limit=50&cursor=${first.next_cursor}`);
    expect([...first.items, ...second.items].map((healer) => healer.user_id)).toEqual(
      all.items.map((healer) => healer.user_id),
    );
    expect(first.total).toBe(all.items.length);
    // Counting is for the first page only.
    expect(second.total).toBeNull();
  });

  it('ends with a null cursor on the last page', async () => {
    const all = await page('limit=50');
    const last = await page(`limit=${all.items.length}`);
    expect(last.next_cursor).toBeNull();
  });

  it.each(HEALER_SORTS)(
    'pages through sort=%s without duplicates or gaps while healers are added',
    async (sort) => {
      const before = (await page(`sort=${sort}&limit=50`)).items;
      const seen: HealerSummary[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result: HealerList = await page(
          `sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...result.items);
        cursor = result.next_cursor;
        pages += 1;
        // New healers land before and after the current position between page requests.
        await insertHealer(t.database.db, nextFixture());
        await insertHealer(t.database.db, nextFixture());
      } while (cursor && pages < 30);

      const seenIds = seen.map((healer) => healer.user_id);
      expect(new Set(seenIds).size).toBe(seenIds.length);
      const beforeIds = before.map((healer) => healer.user_id);
      expect(seenIds.filter((id) => beforeIds.includes(id))).toEqual(beforeIds);
      for (let index = 1; index < seen.length; index++)
        expect(inOrder(sort, seen[index - 1]!, seen[index]!)).toBe(true);
    },
  );
});
