import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { reviewablePatients, type ReviewablePatient } from '../../../tests/support/reviews';
import { useTestApp } from '../../../tests/support/test-app';
import { reviewReports, reviews } from '../../db/schema';

const HOUR = 3_600_000;

describe('reviews', () => {
  const t = useTestApp();

  type Caller = { cookie: string } | undefined;
  const post = (caller: Caller, appointmentId: string, json: unknown) =>
    t.request(`/api/appointments/${appointmentId}/review`, { cookie: caller?.cookie, json });
  const patch = (caller: Caller, id: string, json: unknown) =>
    t.request(`/api/reviews/${id}`, { method: 'PATCH', cookie: caller?.cookie, json });
  const remove = (caller: Caller, id: string) =>
    t.request(`/api/reviews/${id}`, { method: 'DELETE', cookie: caller?.cookie });
  const reviewsOf = (healerId: string) =>
    t.database.db.select().from(reviews).where(eq(reviews.healerId, healerId));
  const healerFigures = async (healerId: string) => {
    const body = await (await t.request(`/api/healers/${healerId}`)).json();
    return { rating_average: body.rating_average, reviews_count: body.reviews_count };
  };
  /** The figures as the rows say (visible reviews only). */
  const rowFigures = async (healerId: string) => {
    const rows = (await reviewsOf(healerId)).filter((row) => row.hiddenAt === null);
    const sum = rows.reduce((total, row) => total + row.rating, 0);
    return { rating_average: rows.length ? sum / rows.length : 0, reviews_count: rows.length };
  };

  async function cast(patients = 1) {
    const healer = await signUp(t, { role: 'healer', name: 'Dr. Rowan Ash' });
    const reviewers = await reviewablePatients(t, healer.userId, patients);
    return { healer, reviewers, patient: reviewers[0]! };
  }

  async function reviewed(patient: ReviewablePatient, json: unknown = { rating: 5 }) {
    const response = await post(patient, patient.appointmentId, json);
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string };
  }

  describe('POST /api/appointments/:id/review', () => {
    it('lets the patient review a completed session once; the figures follow the rows', async () => {
      const { healer, patient } = await cast();
      const response = await post(patient, patient.appointmentId, {
        rating: 4,
        text: '  Kind, clear and helpful.  ',
        would_recommend: true,
      });
      expect(response.status).toBe(201);
      const review = await response.json();
      expect(review).toMatchObject({
        healer_id: healer.userId,
        appointment_id: patient.appointmentId,
        rating: 4,
        text: 'Kind, clear and helpful.',
        would_recommend: true,
        reply: null,
        hidden: false,
      });
      expect(Date.parse(review.editable_until) - Date.parse(review.created_at)).toBe(
        30 * 24 * HOUR,
      );
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 4, reviews_count: 1 });
      const appointment = await (
        await t.request(`/api/appointments/${patient.appointmentId}`, { cookie: patient.cookie })
      ).json();
      expect(appointment.review_id).toBe(review.id);

      const again = await post(patient, patient.appointmentId, { rating: 1 });
      expect(again.status).toBe(409);
      expect((await again.json()).error.code).toBe('already_reviewed');
      expect(await reviewsOf(healer.userId)).toHaveLength(1);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 4, reviews_count: 1 });
    });

    it('answers two simultaneous first reviews of one session with one review and one 409', async () => {
      const { healer, patient } = await cast();
      const statuses = await Promise.all(
        [5, 1].map(
          async (rating) => (await post(patient, patient.appointmentId, { rating })).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 409]);
      expect(await reviewsOf(healer.userId)).toHaveLength(1);
      expect((await healerFigures(healer.userId)).reviews_count).toBe(1);
    });

    it.each(['scheduled', 'cancelled', 'no_show'] as const)(
      'refuses a %s session with 409 and writes nothing',
      async (status) => {
        const healer = await signUp(t, { role: 'healer' });
        const patient = await signUp(t);
        const appointment = await insertAppointment(t.database.db, {
          healerId: healer.userId,
          patientId: patient.userId,
          startsAt: new Date(Date.now() - 3 * HOUR),
          status,
        });
        const response = await post(patient, appointment.id, { rating: 5 });
        expect(response.status).toBe(409);
        expect((await response.json()).error).toMatchObject({ code: 'not_completed' });
        expect(await reviewsOf(healer.userId)).toEqual([]);
      },
    );

    it('answers 404 to everyone but the patient, and 401 to the signed-out', async () => {
      const { healer, patient } = await cast();
      const strangerPatient = await signUp(t);
      const otherHealer = await signUp(t, { role: 'healer' });
      for (const caller of [strangerPatient, healer, otherHealer]) {
        const response = await post(caller, patient.appointmentId, { rating: 5 });
        expect(response.status).toBe(404);
        expect((await response.json()).error.code).toBe('not_found');
      }
      expect((await post(undefined, patient.appointmentId, { rating: 5 })).status).toBe(401);
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
        expect((await post(patient, id, { rating: 5 })).status).toBe(404);
      expect(await reviewsOf(healer.userId)).toEqual([]);
    });

    it.each([
      [{ rating: 0 }, 'rating: Rating must be a whole number from 1 to 5'],
      [{ rating: 6 }, 'rating: Rating must be a whole number from 1 to 5'],
      [{ rating: 3.5 }, 'rating: Rating must be a whole number from 1 to 5'],
      [{ rating: '5' }, 'rating: Rating must be a whole number from 1 to 5'],
      [{ rating: null }, 'rating'],
      [{}, 'rating'],
      [{ rating: 5, text: 'x'.repeat(2001) }, 'text: Review text must be at most 2000 characters'],
      [{ rating: 5, text: 42 }, 'text'],
      [{ rating: 5, would_recommend: 'yes' }, 'would_recommend'],
      [{ rating: 5, healer_id: 'x' }, 'healer_id'],
    ])('refuses %j with a 400 naming the field and writes nothing', async (json, message) => {
      const { healer, patient } = await cast();
      const response = await post(patient, patient.appointmentId, json);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('invalid_request');
      expect(error.message).toContain(message);
      expect(await reviewsOf(healer.userId)).toEqual([]);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 0, reviews_count: 0 });
    });

    it('keeps hostile text verbatim and a full 2,000 characters', async () => {
      const { patient } = await cast(2);
      const hostile = `<img src=x onerror=alert(1)> '; drop table reviews; -- ✓`;
      const first = await reviewed(patient, { rating: 3, text: hostile });
      expect(
        (await (await t.request(`/api/reviews/${first.id}`, { cookie: patient.cookie })).json())
          .text,
      ).toBe(hostile);
    });
  });

  describe('PATCH and DELETE /api/reviews/:id', () => {
    it('lets the author edit within 30 days, and nobody else', async () => {
      const { healer, reviewers } = await cast(2);
      const [author, other] = reviewers as [ReviewablePatient, ReviewablePatient];
      const { id } = await reviewed(author, { rating: 5, text: 'Great', would_recommend: true });
      await reviewed(other, { rating: 3 });

      const edited = await patch(author, id, { rating: 2, text: null });
      expect(edited.status).toBe(200);
      const body = await edited.json();
      expect(body).toMatchObject({ rating: 2, text: null, would_recommend: true });
      expect(Date.parse(body.updated_at)).toBeGreaterThan(Date.parse(body.created_at) - 1);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 2.5, reviews_count: 2 });

      for (const caller of [other, healer])
        expect((await patch(caller, id, { rating: 5 })).status).toBe(404);
      expect((await patch(undefined, id, { rating: 5 })).status).toBe(401);
      const empty = await patch(author, id, {});
      expect(empty.status).toBe(400);
      expect((await empty.json()).error.message).toContain('at least one');
      expect((await patch(author, id, { rating: 9 })).status).toBe(400);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 2.5, reviews_count: 2 });

      await t.database.db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - 31 * 24 * HOUR) })
        .where(eq(reviews.id, id));
      const late = await patch(author, id, { rating: 5 });
      expect(late.status).toBe(409);
      expect((await late.json()).error.code).toBe('edit_window_closed');
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 2.5, reviews_count: 2 });
    });

    it('lets the author delete at any time, and nobody else; the figures follow', async () => {
      const { healer, reviewers } = await cast(2);
      const [author, other] = reviewers as [ReviewablePatient, ReviewablePatient];
      const { id } = await reviewed(author, { rating: 1 });
      await reviewed(other, { rating: 4 });
      await t.database.db
        .update(reviews)
        .set({ createdAt: new Date(Date.now() - 400 * 24 * HOUR) })
        .where(eq(reviews.id, id));
      for (const caller of [other, healer]) expect((await remove(caller, id)).status).toBe(404);
      expect((await remove(undefined, id)).status).toBe(401);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 2.5, reviews_count: 2 });

      expect((await remove(author, id)).status).toBe(204);
      expect((await remove(author, id)).status).toBe(404);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 4, reviews_count: 1 });
      // The session can be reviewed again afterwards.
      expect((await post(author, author.appointmentId, { rating: 5 })).status).toBe(201);
      expect(await healerFigures(healer.userId)).toEqual(await rowFigures(healer.userId));
    });

    it('shows a review to its author only (GET /api/reviews/:id)', async () => {
      const { healer, patient } = await cast();
      const { id } = await reviewed(patient);
      expect((await t.request(`/api/reviews/${id}`, { cookie: patient.cookie })).status).toBe(200);
      const stranger = await signUp(t);
      for (const caller of [stranger, healer])
        expect((await t.request(`/api/reviews/${id}`, { cookie: caller.cookie })).status).toBe(404);
      expect((await t.request(`/api/reviews/${id}`)).status).toBe(401);
    });
  });

  describe('GET /api/healers/:id/reviews', () => {
    it('pages newest first with first name and initial, and the distribution on page one', async () => {
      const { healer, reviewers } = await cast(5);
      const ratings = [5, 4, 5, 2, 5];
      const ids: string[] = [];
      for (const [index, reviewer] of reviewers.entries()) {
        const { id } = await reviewed(reviewer, {
          rating: ratings[index],
          text: `Review ${index}`,
          would_recommend: index < 4 ? index !== 3 : null,
        });
        ids.push(id);
        // Distinct times, so that "newest first" has one answer.
        await t.database.db
          .update(reviews)
          .set({ createdAt: new Date(Date.now() - (10 - index) * 60_000) })
          .where(eq(reviews.id, id));
      }
      const first = await (await t.request(`/api/healers/${healer.userId}/reviews?limit=2`)).json();
      expect(first.items.map((item: { id: string }) => item.id)).toEqual([ids[4], ids[3]]);
      expect(first.summary).toEqual({
        rating_average: 4.2,
        reviews_count: 5,
        distribution: [0, 1, 0, 1, 3],
        recommend_percent: 75,
      });
      const shown = first.items[0];
      const words = reviewers[4]!.name.split(' ');
      expect(shown.reviewer_name).toBe(`${words[0]} ${words.at(-1)![0]}.`);
      expect(JSON.stringify(first)).not.toContain(reviewers[4]!.userId);
      expect(Object.keys(shown).sort()).toEqual([
        'created_at',
        'healer_id',
        'id',
        'rating',
        'reply',
        'reviewer_name',
        'text',
        'updated_at',
        'would_recommend',
      ]);

      const seen = [...first.items];
      let cursor = first.next_cursor;
      while (cursor) {
        const page = await (
          await t.request(`/api/healers/${healer.userId}/reviews?limit=2&cursor=${cursor}`)
        ).json();
        expect(page.summary).toBeNull();
        seen.push(...page.items);
        cursor = page.next_cursor;
      }
      expect(seen.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());
    });

    it('leaves hidden reviews out of the list and the figures', async () => {
      const { healer, reviewers } = await cast(2);
      const { id } = await reviewed(reviewers[0]!, { rating: 1 });
      await reviewed(reviewers[1]!, { rating: 5 });
      await t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, id));
      const list = await (await t.request(`/api/healers/${healer.userId}/reviews`)).json();
      expect(list.items).toHaveLength(1);
      expect(list.summary.reviews_count).toBe(1);
      expect(await healerFigures(healer.userId)).toEqual({ rating_average: 5, reviews_count: 1 });
    });

    it('answers 404 for an unknown healer or a patient, 400 for a bad cursor or limit', async () => {
      const patient = await signUp(t);
      expect((await t.request('/api/healers/nobody/reviews')).status).toBe(404);
      expect((await t.request(`/api/healers/${patient.userId}/reviews`)).status).toBe(404);
      const { healer } = await cast(0);
      for (const query of ['cursor=garbage', 'limit=0', 'limit=51', 'limit=x']) {
        const response = await t.request(`/api/healers/${healer.userId}/reviews?${query}`);
        expect(response.status, query).toBe(400);
      }
    });
  });

  describe('replies', () => {
    it('gives the reviewed healer one public reply, which they can edit and remove', async () => {
      const { healer, patient } = await cast();
      const { id } = await reviewed(patient, { rating: 4, text: 'Good' });
      const reply = (caller: Caller, method: string, json?: unknown) =>
        t.request(`/api/reviews/${id}/reply`, { method, cookie: caller?.cookie, json });

      const posted = await reply(healer, 'POST', { text: '  Thank you, Alex!  ' });
      expect(posted.status).toBe(201);
      expect((await posted.json()).reply).toMatchObject({ text: 'Thank you, Alex!' });
      const second = await reply(healer, 'POST', { text: 'Another one' });
      expect(second.status).toBe(409);
      expect((await second.json()).error.code).toBe('already_replied');

      const listed = await (await t.request(`/api/healers/${healer.userId}/reviews`)).json();
      expect(listed.items[0].reply.text).toBe('Thank you, Alex!');

      expect((await reply(patient, 'POST', { text: 'Me too' })).status).toBe(403);
      const otherHealer = await signUp(t, { role: 'healer' });
      expect((await reply(otherHealer, 'POST', { text: 'Hi' })).status).toBe(404);
      expect((await reply(otherHealer, 'PATCH', { text: 'Hi' })).status).toBe(404);
      expect((await reply(undefined, 'POST', { text: 'Hi' })).status).toBe(401);
      for (const json of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, {}])
        expect((await reply(healer, 'PATCH', json)).status).toBe(400);

      const edited = await reply(healer, 'PATCH', { text: 'Thanks again' });
      expect((await edited.json()).reply.text).toBe('Thanks again');
      const removed = await reply(healer, 'DELETE');
      expect(removed.status).toBe(200);
      expect((await removed.json()).reply).toBeNull();
      expect((await reply(healer, 'PATCH', { text: 'x' })).status).toBe(409);
      expect((await reply(healer, 'DELETE')).status).toBe(409);
    });
  });

  describe('reports', () => {
    it('lets anyone signed in but the author report a visible review once', async () => {
      const { healer, patient } = await cast();
      const { id } = await reviewed(patient, { rating: 1, text: 'Rude' });
      const report = (caller: Caller, json: unknown = { reason: 'Not a real patient' }) =>
        t.request(`/api/reviews/${id}/report`, { cookie: caller?.cookie, json });
      const reporter = await signUp(t);

      const first = await report(reporter);
      expect(first.status).toBe(201);
      expect(await first.json()).toMatchObject({ review_id: id, reason: 'Not a real patient' });
      const twice = await report(reporter);
      expect(twice.status).toBe(409);
      expect((await twice.json()).error.code).toBe('already_reported');
      expect((await report(healer, { reason: 'This session never happened' })).status).toBe(201);
      expect((await report(patient)).status).toBe(403);
      expect((await report(undefined)).status).toBe(401);
      for (const json of [{ reason: '' }, { reason: 'x'.repeat(501) }, {}, { reason: 5 }])
        expect((await report(await signUp(t), json)).status).toBe(400);
      const missing = await t.request('/api/reviews/00000000-0000-4000-8000-000000000000/report', {
        cookie: reporter.cookie,
        json: { reason: 'x' },
      });
      expect(missing.status).toBe(404);

      const rows = await t.database.db
        .select()
        .from(reviewReports)
        .where(eq(reviewReports.reviewId, id));
      expect(rows).toHaveLength(2);
    });
  });

  describe('the database', () => {
    it('refuses a review of an appointment that is not completed, or of other parties', async () => {
      const healer = await signUp(t, { role: 'healer' });
      const patient = await signUp(t);
      const scheduled = await insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
      });
      await expect(
        t.database.db.insert(reviews).values({
          appointmentId: scheduled.id,
          patientId: patient.userId,
          healerId: healer.userId,
          rating: 5,
        }),
      ).rejects.toThrow();
      const [completed] = await reviewablePatients(t, healer.userId, 1);
      await expect(
        t.database.db.insert(reviews).values({
          appointmentId: completed!.appointmentId,
          patientId: patient.userId,
          healerId: healer.userId,
          rating: 5,
        }),
      ).rejects.toThrow();
      const [{ count }] = (
        await t.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from reviews where healer_id = ${healer.userId}`,
        )
      ).rows as [{ count: number }];
      expect(count).toBe(0);
    });
  });
});
