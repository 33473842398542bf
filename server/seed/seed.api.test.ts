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

  it("books the past sessions as the healer's practice would: session type, length, buffers", async () => {
    const rows = await t.database.db.execute<{
      email: string;
      duration: number;
      type_duration: number | null;
      type_count: number;
      has_type: boolean;
      buffer_before: number;
      buffer_after: number;
      rule_before: number | null;
      rule_after: number | null;
      ends_right: boolean;
    }>(sql`
      select u.email, a.duration_minutes as duration, st.duration_minutes as type_duration,
             (select count(*)::int from session_types x where x.healer_id = a.healer_id) as type_count,
             a.session_type_id is not null as has_type,
             a.buffer_before_minutes as buffer_before, a.buffer_after_minutes as buffer_after,
             bs.buffer_before_minutes as rule_before, bs.buffer_after_minutes as rule_after,
             a.ends_at = a.scheduled_at + make_interval(mins => a.duration_minutes) as ends_right
        from appointments a
        join users u on u.id = a.healer_id
        left join session_types st on st.id = a.session_type_id and st.healer_id = a.healer_id
        left join booking_settings bs on bs.healer_id = a.healer_id`);
    expect(rows.rows.length).toBeGreaterThan(0);
    const typed = demoHealers.filter((healer) => healer.sessionTypes?.length);
    expect(typed.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      expect(row.ends_right, row.email).toBe(true);
      // A healer with session types is booked as one of them (its length); one without, 60 min.
      expect(row.has_type, row.email).toBe(row.type_count > 0);
      expect(row.duration, row.email).toBe(row.type_duration ?? 60);
      expect([row.buffer_before, row.buffer_after], row.email).toEqual([
        row.rule_before ?? 0,
        row.rule_after ?? 0,
      ]);
    }
    for (const healer of typed)
      expect(rows.rows.filter((row) => row.email === healer.email).length).toBeGreaterThan(0);
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
