import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../tests/support/accounts';
import { useTestApp } from '../../tests/support/test-app';
import { appointments, profiles, reviews, users } from '../db/schema';
import { DEMO_PASSWORD, demoHealers, demoPatient } from './demo-data';
import { demoRatings } from './demo-history';
import { seedDemoData } from './seed';

describe('demo seed', () => {
  const t = useTestApp();

  it('writes real sessions and reviews; every healer figure comes from the rows', async () => {
    expect(await seedDemoData(t.database.db)).toBeGreaterThan(demoHealers.length);
    const ratings = demoRatings();
    for (const healer of demoHealers) {
      const [row] = await t.database.db
        .select({
          average: profiles.ratingAverage,
          count: profiles.reviewsCount,
          rows: sql<number>`(select count(*)::int from reviews r where r.healer_id = ${profiles.userId})`,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.email, healer.email));
      const expected = ratings.get(healer.email)!;
      expect(row!.count, healer.email).toBe(expected.count);
      expect(row!.rows, healer.email).toBe(expected.count);
      expect(row!.average).toBeCloseTo(expected.average, 10);
    }
    const averages = [...ratings.values()].map((rating) => rating.average);
    expect(new Set(averages).size).toBe(averages.length);
  });

  it('leaves the demo patient one completed session to review, and verifies four healers', async () => {
    const cookie = await signIn(t, demoPatient.email, DEMO_PASSWORD);
    const past = await (await t.request('/api/appointments?view=past', { cookie })).json();
    const unreviewed = past.items.filter(
      (item: { status: string; review_id: string | null }) =>
        item.status === 'completed' && item.review_id === null,
    );
    expect(unreviewed).toHaveLength(1);
    expect(unreviewed[0].healer_name).toBe('Sofia Reyes');
    const response = await t.request(`/api/appointments/${unreviewed[0].id}/review`, {
      cookie,
      json: { rating: 5, text: 'Slept better that very night.' },
    });
    expect(response.status).toBe(201);

    const verified = await (await t.request('/api/healers?verified=true')).json();
    expect(verified.items.map((item: { usr_name: string }) => item.usr_name).sort()).toEqual([
      'Dr. Daniel Brooks',
      'Dr. Maya Patel',
      'James Okafor',
      'Li Wei',
    ]);
  });

  it('adds nothing on a second run', async () => {
    const count = async () =>
      (await t.database.db.select({ id: reviews.id }).from(reviews)).length +
      (await t.database.db.select({ id: appointments.id }).from(appointments)).length;
    const before = await count();
    expect(await seedDemoData(t.database.db)).toBe(0);
    expect(await count()).toBe(before);
    const [patient] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, demoPatient.email)));
    expect(patient).toBeDefined();
  });
});
