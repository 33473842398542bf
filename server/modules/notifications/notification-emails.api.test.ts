import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { bookSession, healerWithWeek, utcAt } from '../../../tests/support/booking';
import { readAll, type ReadMail } from '../../../tests/support/parsed-mail';
import { dueNow, pendingJobs } from '../../../tests/support/queue';
import { useSmtpTestApp } from '../../../tests/support/smtp-app';
import { profiles } from '../../db/schema';

/*
 * Notification emails through a real SMTP server, read back as a mail client would (mailparser
 * for the MIME parts, ical.js for the invitation).
 */
describe('notification emails over SMTP', () => {
  const { smtp, t } = useSmtpTestApp({ MAIL_FROM: 'Wellspring <hello@wellspring.test>' });

  async function cast() {
    const healer = await healerWithWeek(t, {
      timezone: 'Asia/Tokyo',
      start: '00:00',
      end: '24:00',
    });
    const patient = await signUp(t, { name: 'Alex Morgan' });
    await t.database.db
      .update(profiles)
      .set({ timezone: 'America/New_York' })
      .where(eq(profiles.userId, patient.userId));
    return { healer, patient };
  }

  /** The emails received since `from`, read, once the queue has sent what it had. */
  async function mailsSince(from: number, count: number): Promise<ReadMail[]> {
    await smtp.waitFor(from + count);
    await t.settle();
    return readAll(smtp.received.slice(from));
  }

  /** How many emails arrived once the queue has sent everything it had. */
  async function sentSoFar() {
    await t.settle();
    return smtp.received.length;
  }

  const wallTime = (instant: string, timeZone: string) =>
    `${new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant))} (${timeZone})`;

  const to = (mails: ReadMail[], account: TestAccount) =>
    mails.filter((mail) => mail.to === account.email);

  it('booking emails both parties an invitation whose DTSTART is the start, in each one’s zone', async () => {
    const { healer, patient } = await cast();
    const before = smtp.received.length;
    const start = utcAt(3, '15:00');
    const booked = await bookSession(t, patient, { healer_id: healer.userId, scheduled_at: start });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const mails = await mailsSince(before, 2);
    expect(mails).toHaveLength(2);
    const [toPatient] = to(mails, patient);
    const [toHealer] = to(mails, healer);
    for (const mail of [toPatient!, toHealer!]) {
      expect(mail.calendar).toMatchObject({
        method: 'REQUEST',
        contentTypeMethod: 'REQUEST',
        uid: `${id}@wellspring`,
        sequence: 0,
        status: 'CONFIRMED',
      });
      expect(mail.calendar!.start.toISOString()).toBe(start);
      expect(mail.calendar!.end.getTime() - mail.calendar!.start.getTime()).toBe(3_600_000);
      expect(mail.text).not.toBe('');
      expect(mail.html).toContain('<p>');
      expect(mail.header('List-Unsubscribe')).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.-]+>$/,
      );
      expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    }
    // The start in each recipient's own zone, naming it.
    expect(toPatient!.text).toContain(wallTime(start, 'America/New_York'));
    expect(toHealer!.text).toContain(wallTime(start, 'Asia/Tokyo'));
    expect(toHealer!.subject).toMatch(/^New session booked: Alex Morgan/);
    expect(toPatient!.text).toContain(`http://localhost:3000/patient-dashboard/appointments/${id}`);
    expect(toHealer!.text).toContain(`http://localhost:3000/healer-dashboard/appointments/${id}`);
  });

  it('a cancel sends METHOD:CANCEL with the same UID and a higher SEQUENCE, the reason to the other side', async () => {
    const { healer, patient } = await cast();
    const start = utcAt(4, '10:00');
    const booked = await bookSession(t, patient, { healer_id: healer.userId, scheduled_at: start });
    const { id } = (await booked.json()) as { id: string };
    expect(booked.status).toBe(201);
    const afterBooking = await sentSoFar();
    const moved = await t.request(`/api/appointments/${id}/reschedule`, {
      cookie: patient.cookie,
      json: { scheduled_at: utcAt(4, '12:00') },
    });
    expect(moved.status).toBe(200);
    const movedMails = await mailsSince(afterBooking, 2);
    for (const mail of movedMails) {
      expect(mail.calendar).toMatchObject({
        method: 'REQUEST',
        uid: `${id}@wellspring`,
        sequence: 1,
      });
      expect(mail.calendar!.start.toISOString()).toBe(utcAt(4, '12:00'));
    }
    expect(to(movedMails, healer)[0]!.subject).toMatch(/^Session moved/);

    const afterMove = smtp.received.length;
    const cancelled = await t.request(`/api/appointments/${id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'cancelled', reason: 'I am unwell' },
    });
    expect(cancelled.status).toBe(200);
    const cancelMails = await mailsSince(afterMove, 2);
    expect(cancelMails.map((mail) => mail.to).sort()).toEqual([healer.email, patient.email].sort());
    for (const mail of cancelMails)
      expect(mail.calendar).toMatchObject({
        method: 'CANCEL',
        contentTypeMethod: 'CANCEL',
        uid: `${id}@wellspring`,
        sequence: 2,
        status: 'CANCELLED',
      });
    const toPatient = to(cancelMails, patient)[0]!;
    expect(toPatient.text).toContain('Reason: I am unwell');
    expect(toPatient.subject).toMatch(/^Cancelled: /);
  });

  it('one-click unsubscribe (a form post, as mail providers send it) stops that category only', async () => {
    const { healer, patient } = await cast();
    const first = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: utcAt(5, '09:00'),
    });
    expect(first.status).toBe(201);
    await sentSoFar();
    const mine = (await readAll(smtp.received)).filter((mail) => mail.to === patient.email);
    const header = mine.at(-1)!.header('List-Unsubscribe')!;
    const oneClick = header.slice(1, -1);
    const response = await t.request(oneClick.replace('http://localhost:3000', ''), {
      method: 'POST',
      origin: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ category: 'bookings', label: 'Bookings and changes' });

    const prefs = await t.request('/api/me/notification-preferences', { cookie: patient.cookie });
    const body = await prefs.json();
    expect(body.email).toEqual({
      bookings: false,
      reminders: true,
      messages: true,
      medication: true,
      plans: true,
    });
    expect(body.in_app.bookings).toBe(true);

    // Another booking: the healer is still emailed about it, the patient no more.
    const before = smtp.received.length;
    const second = await bookSession(t, patient, {
      healer_id: healer.userId,
      scheduled_at: utcAt(5, '11:00'),
    });
    expect(second.status).toBe(201);
    const mails = await mailsSince(before, 1);
    expect(mails.map((mail) => mail.to)).toEqual([healer.email]);
    // Another category still reaches the patient: the healer's message, once unread.
    const chat = await t.request('/api/chats', {
      cookie: healer.cookie,
      json: { participant_id: patient.userId, content: 'See you soon' },
    });
    const chatId = (await chat.json()).id as string;
    await dueNow(t, `message-digest:${chatId}:${patient.userId}`);
    const digest = await mailsSince(before + 1, 1);
    expect(digest.map((mail) => [mail.to, mail.subject])).toEqual([
      [patient.email, expect.stringMatching(/sent you a message on Wellspring$/)],
    ]);
  });

  it('an unread-message digest: one email for several messages of a quiet period, without their words', async () => {
    const { healer, patient } = await cast();
    const sent = Date.now();
    // The conversation starts with its first message.
    const chat = await t.request('/api/chats', {
      cookie: patient.cookie,
      json: { participant_id: healer.userId, content: 'Hello' },
    });
    const chatId = (await chat.json()).id as string;
    for (const content of ['Are you there?', 'Secret detail 42'])
      expect(
        (
          await t.request(`/api/chats/${chatId}/messages`, {
            cookie: patient.cookie,
            json: { content },
          })
        ).status,
      ).toBe(201);
    const key = `message-digest:${chatId}:${healer.userId}`;
    const [job] = await pendingJobs(t, key);
    // Due a quiet period (15 minutes) after the first message, not moved by the later ones.
    expect(new Date(job!.run_at).getTime()).toBeGreaterThanOrEqual(sent + 15 * 60_000 - 1000);
    expect(new Date(job!.run_at).getTime()).toBeLessThan(sent + 15 * 60_000 + 5000);
    const before = smtp.received.length;
    await dueNow(t, key);
    const [mail] = await mailsSince(before, 1);
    expect(mail!.to).toBe(healer.email);
    expect(mail!.subject).toBe('Alex Morgan sent you 3 messages on Wellspring');
    expect(mail!.text).toContain(`http://localhost:3000/messages/${chatId}`);
    expect(mail!.text + mail!.html).not.toContain('Secret detail');
    // Nothing more for that period; and a read conversation is not emailed about.
    await t.settle();
    expect(smtp.received.length).toBe(before + 1);
    await t.request(`/api/chats/${chatId}/messages`, {
      cookie: patient.cookie,
      json: { content: 'One more' },
    });
    await t.request(`/api/chats/${chatId}/read`, { cookie: healer.cookie, json: {} });
    await dueNow(t, key);
    await t.settle();
    expect(smtp.received.length).toBe(before + 1);
  });
});
