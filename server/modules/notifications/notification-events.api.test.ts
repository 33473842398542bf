import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { book, castPair, listNotifications } from '../../../tests/support/notifications';
import { useTestApp } from '../../../tests/support/test-app';
import { appointmentServicesOf, insertAppointment } from '../../../tests/support/appointments';
import { addSessionType, bookSession, utcAt } from '../../../tests/support/booking';
import { latestEmailTo, readOutbox } from '../../../tests/support/mail';
import { pendingJobsLike } from '../../../tests/support/queue';
import { appointments } from '../../db/schema';
import { expireBookingRequest } from '../appointments/expire-booking-request';

describe('who hears of what', () => {
  const t = useTestApp();

  it('requests, answers, moves, links, cancellations and completions reach the right side', async () => {
    const { healer, patient } = await castPair(t);
    const id = await book(t, patient, healer, utcAt(7, '10:00'));
    const titles = async (account: TestAccount) =>
      (await listNotifications(t, account)).items.map((item) => item.title);

    await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { meeting_link: 'https://meet.example.com/abc' },
    });
    expect(await titles(patient)).toEqual(['Meeting link updated']);
    const moved = await t.request(`/api/appointments/${id}/reschedule`, {
      cookie: healer.cookie,
      json: { scheduled_at: utcAt(7, '12:00') },
    });
    expect(moved.status).toBe(200);
    expect((await titles(patient))[0]).toBe('Session moved');
    const cancel = await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled', reason: 'Travelling' },
    });
    expect(cancel.status).toBe(200);
    const [cancelled] = (await listNotifications(t, healer)).items;
    expect(cancelled).toMatchObject({ type: 'appointment.cancelled', title: 'Session cancelled' });
    expect(cancelled!.body).toContain(patient.name);
    // The one who acted is told by email only (their calendar), not in the centre.
    expect((await titles(patient)).filter((title) => title === 'Session cancelled')).toEqual([]);
    const emails = await readOutbox(t);
    const healerCancel = emails.find(
      (email) => email.to === healer.email && email.subject.startsWith('Cancelled:'),
    );
    expect(healerCancel?.text).toContain('Reason: Travelling');

    const done = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 2 * 3_600_000),
    });
    const completed = await t.request(`/api/appointments/${done.id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'completed' },
    });
    expect(completed.status).toBe(200);
    const [review] = (await listNotifications(t, patient)).items;
    expect(review).toMatchObject({
      type: 'appointment.completed',
      link: `/patient-dashboard/appointments/${done.id}`,
    });
    const reviewEmail = await latestEmailTo(t, patient.email);
    expect(reviewEmail?.text).toContain(
      `Leave a review: http://localhost:3000/patient-dashboard/appointments/${done.id}`,
    );
  });

  it('a healer cancelling tells the patient the reason; no one else hears anything', async () => {
    const { healer, patient } = await castPair(t);
    const bystander = await signUp(t);
    const id = await book(t, patient, healer, utcAt(8, '10:00'));
    await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'cancelled', reason: 'Double booked' },
    });
    const [notice] = (await listNotifications(t, patient)).items;
    expect(notice).toMatchObject({ type: 'appointment.cancelled' });
    const email = (await readOutbox(t)).find(
      (mail) => mail.to === patient.email && mail.subject.startsWith('Cancelled:'),
    );
    expect(email?.text).toContain('Reason: Double booked');
    expect((await listNotifications(t, bystander)).items).toEqual([]);
  });

  it('booking requests: the healer is asked; the patient hears the answer or the expiry', async () => {
    const { healer, patient } = await castPair(t);
    const type = await addSessionType(t, healer, {
      duration_minutes: 60,
      requires_confirmation: true,
    });
    const request = async (time: string) => {
      const response = await bookSession(t, patient, {
        healer_id: healer.userId,
        scheduled_at: utcAt(9, time),
        session_type_id: type.id,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const latestTitle = async (account: TestAccount) =>
      (await listNotifications(t, account)).items[0]?.title;

    const accepted = await request('09:00');
    expect(await latestTitle(healer)).toBe('New booking request');
    expect((await latestEmailTo(t, patient.email))?.subject).toBe(
      `Booking request sent to ${healer.name}`,
    );
    await t.request(`/api/appointments/${accepted}/accept`, { cookie: healer.cookie, json: {} });
    expect(await latestTitle(patient)).toBe('Booking request accepted');
    expect(await pendingJobsLike(t, `session-reminder:${accepted}:`)).toHaveLength(4);

    const declined = await request('11:00');
    await t.request(`/api/appointments/${declined}/decline`, {
      cookie: healer.cookie,
      json: { reason: 'Fully booked that week' },
    });
    expect(await latestTitle(patient)).toBe('Booking request declined');
    expect((await latestEmailTo(t, patient.email))?.text).toContain(
      'Reason: Fully booked that week',
    );

    const withdrawn = await request('13:00');
    await t.request(`/api/appointments/${withdrawn}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled' },
    });
    expect(await latestTitle(healer)).toBe('Booking request withdrawn');

    const expired = await request('15:00');
    await t.database.db
      .update(appointments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, expired));
    await expireBookingRequest(appointmentServicesOf(t), expired);
    expect(await latestTitle(patient)).toBe('Booking request expired');
    expect(await latestTitle(healer)).toBe('Booking request expired');
    // No reminders for a request never accepted.
    for (const id of [declined, withdrawn, expired])
      expect(await pendingJobsLike(t, `session-reminder:${id}:`)).toEqual([]);
  });
});
