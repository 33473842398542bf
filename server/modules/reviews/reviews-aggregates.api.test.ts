import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { reviewablePatients } from '../../../tests/support/reviews';
import { useTestApp } from '../../../tests/support/test-app';
import { profiles, reviews } from '../../db/schema';
import { recountRatingsJob } from './recount-ratings';

/**
 * rating_average and reviews_count are written by the database in the transaction of each
 * review write (decision 033): these tests hammer one healer and compare with the rows.
 */
describe('rating figures', () => {
  const t = useTestApp();

  async function figuresOf(healerId: string) {
    const [profile] = await t.database.db
      .select({
        sum: profiles.ratingSum,
        count: profiles.reviewsCount,
        average: profiles.ratingAverage,
      })
      .from(profiles)
      .where(eq(profiles.userId, healerId));
    const api = await (await t.request(`/api/healers/${healerId}`)).json();
    return { ...profile!, apiAverage: api.rating_average, apiCount: api.reviews_count };
  }

  async function rowsOf(healerId: string) {
    const rows = await t.database.db
      .select({ rating: reviews.rating, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.healerId, healerId));
    const visible = rows.filter((row) => row.hiddenAt === null);
    const sum = visible.reduce((total, row) => total + row.rating, 0);
    return { sum, count: visible.length, average: visible.length ? sum / visible.length : 0 };
  }

  async function expectFiguresMatchRows(healerId: string) {
    const [figures, rows] = await Promise.all([figuresOf(healerId), rowsOf(healerId)]);
    expect({ sum: figures.sum, count: figures.count }).toEqual({
      sum: rows.sum,
      count: rows.count,
    });
    expect(figures.average).toBeCloseTo(rows.average, 12);
    expect(figures.apiAverage).toBeCloseTo(rows.average, 12);
    expect(figures.apiCount).toBe(rows.count);
    return rows;
  }

  it('are exact after 50 concurrent reviews, then concurrent edits and deletes', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const patients = await reviewablePatients(t, healer.userId, 50);
    const ratingOf = (index: number) => (index % 5) + 1;

    const created = await Promise.all(
      patients.map(async (patient, index) => {
        const response = await t.request(`/api/appointments/${patient.appointmentId}/review`, {
          cookie: patient.cookie,
          json: { rating: ratingOf(index), text: `Session ${index}` },
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: string }).id;
      }),
    );
    const afterCreate = await expectFiguresMatchRows(healer.userId);
    expect(afterCreate).toEqual({ sum: 150, count: 50, average: 3 });

    // Half change their rating, a fifth delete theirs, all at once.
    await Promise.all(
      patients.map(async (patient, index) => {
        const id = created[index]!;
        if (index % 5 === 0) {
          const response = await t.request(`/api/reviews/${id}`, {
            method: 'DELETE',
            cookie: patient.cookie,
          });
          expect(response.status).toBe(204);
        } else if (index % 2 === 0) {
          const response = await t.request(`/api/reviews/${id}`, {
            method: 'PATCH',
            cookie: patient.cookie,
            json: { rating: 6 - ratingOf(index) },
          });
          expect(response.status).toBe(200);
        }
      }),
    );
    const afterChanges = await expectFiguresMatchRows(healer.userId);
    expect(afterChanges.count).toBe(40);
  });

  it('the nightly job finds drifted figures and recounts them from the rows', async () => {
    const healer = await signUp(t, { role: 'healer' });
    const steady = await signUp(t, { role: 'healer' });
    for (const [who, count] of [
      [healer, 3],
      [steady, 2],
    ] as const) {
      const patients = await reviewablePatients(t, who.userId, count);
      for (const [index, patient] of patients.entries()) {
        const response = await t.request(`/api/appointments/${patient.appointmentId}/review`, {
          cookie: patient.cookie,
          json: { rating: index + 3 },
        });
        expect(response.status).toBe(201);
      }
    }
    // Something writes around the trigger (a hand-made fix, a restored backup).
    await t.database.db
      .update(profiles)
      .set({ ratingSum: 40, reviewsCount: 9, ratingAverage: 4.4 })
      .where(eq(profiles.userId, healer.userId));

    await t.services.jobs.enqueue(recountRatingsJob, {});
    await t.settle();
    const fixed = await expectFiguresMatchRows(healer.userId);
    expect(fixed).toEqual({ sum: 12, count: 3, average: 4 });
    await expectFiguresMatchRows(steady.userId);
    expect(t.logs).toContainEqual(
      expect.objectContaining({ msg: 'rating figures had drifted; recounted', healersFixed: 1 }),
    );

    // Nothing drifted: nothing to fix.
    const seen = t.logs.length;
    await t.services.jobs.enqueue(recountRatingsJob, {});
    await t.settle();
    expect(t.logs.slice(seen)).toContainEqual(
      expect.objectContaining({ msg: 'rating figures match the reviews' }),
    );
  });
});
