import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../../tests/support/accounts';
import { bookSession, healerWithWeek, setBookingRules } from '../../../tests/support/booking';
import { readAll } from '../../../tests/support/parsed-mail';
import { pendingJobsLike } from '../../../tests/support/queue';
import { clearOfMidnight } from '../../../tests/support/session-start';
import { startSmtpServer, type TestSmtpServer } from '../../../tests/support/smtp';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { sessionReminderJob } from './session-reminders';

/*
 * Reminders in real time: the lead time (REMINDER_LEAD_MINUTES) is chosen so that a session on
 * the next free quarter hour has its reminder due a minute or two after booking. Two app
 * instances share the database and the queue, as two processes would.
 */

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

/**
 * The first quarter hour at least 3 minutes ahead, and a lead that makes it due in 1–2 minutes.
 * An hour's session starting at 23:xx UTC would run past the healer's day window (00:00–24:00),
 * which the slot rules refuse, so such a start moves on to the next midnight.
 */
function soonSession(now = Date.now()) {
  const start = clearOfMidnight(Math.ceil((now + 3 * MINUTE) / QUARTER) * QUARTER);
  const lead = Math.floor((start - now) / MINUTE) - 1;
  return { start: new Date(start), lead, dueAt: new Date(start - lead * MINUTE) };
}

describe('session reminders (real time, two instances)', () => {
  let smtp: TestSmtpServer;
  let first: TestApp & { close(): Promise<void> };
  let second: TestApp & { close(): Promise<void> };
  const plan = soonSession();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, REMINDER_LEAD_MINUTES: String(plan.lead) };
    first = await createTestApp(env);
    second = await createTestApp(env, { webDistDir: false }, { shareDatabaseWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  async function bookSoon(healer: TestAccount, patient: TestAccount) {
    const booked = await bookSession(first, patient, {
      healer_id: healer.userId,
      scheduled_at: plan.start.toISOString(),
    });
    expect(booked.status).toBe(201);
    return ((await booked.json()) as { id: string }).id;
  }

  it('arrive once per participant when due, and never for a cancelled session', async () => {
    const healer = await healerWithWeek(first, { start: '00:00', end: '24:00' });
    await setBookingRules(first, healer, { min_notice_hours: 0, slot_step_minutes: 15 });
    const [patient, other] = [await signUp(first), await signUp(first)];
    const otherHealer = await healerWithWeek(first, { start: '00:00', end: '24:00' });
    await setBookingRules(first, otherHealer, { min_notice_hours: 0, slot_step_minutes: 15 });

    const kept = await bookSoon(healer, patient);
    const cancelled = await bookSoon(otherHealer, other);
    expect(plan.dueAt.getTime()).toBeGreaterThan(Date.now());
    // One keyed job per participant and lead, due at the start minus the lead.
    const jobs = await pendingJobsLike(first, `session-reminder:${kept}:`);
    expect(jobs.map((job) => job.key).sort()).toEqual(
      [patient.userId, healer.userId]
        .map((id) => `session-reminder:${kept}:${id}:${plan.lead}`)
        .sort(),
    );
    for (const job of jobs) expect(job.runAt.getTime()).toBe(plan.dueAt.getTime());

    const cancel = await first.request(`/api/appointments/${cancelled}`, {
      method: 'PATCH',
      cookie: other.cookie,
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect(await pendingJobsLike(first, `session-reminder:${cancelled}:`)).toEqual([]);

    await first.settle();
    const beforeDue = smtp.received.length;
    // Both instances run workers; the reminders come when due, from one of them, once.
    await smtp.waitFor(beforeDue + 2);
    expect(Date.now()).toBeGreaterThanOrEqual(plan.dueAt.getTime() - 1000);
    await Promise.all([first.settle(), second.settle()]);
    const reminders = (await readAll(smtp.received)).filter((mail) =>
      mail.subject.startsWith('Reminder:'),
    );
    expect(reminders.map((mail) => mail.to).sort()).toEqual([patient.email, healer.email].sort());
    for (const mail of reminders) {
      expect(mail.subject).toMatch(/^Reminder: Session with .+ in \d+ minutes?$/);
      // A video session: the reminder carries its room.
      expect(mail.text).toContain(`http://localhost:3000/session/${kept}`);
    }
    // The cancelled session's participants got no reminder.
    expect(reminders.some((mail) => [other.email, otherHealer.email].includes(mail.to))).toBe(
      false,
    );

    // A replay of the same reminder (a retry after a restart, another instance) sends nothing.
    const count = smtp.received.length;
    for (const app of [first, second])
      await app.services.jobs.enqueue(sessionReminderJob, {
        appointment_id: kept,
        user_id: patient.userId,
        lead_minutes: plan.lead,
        scheduled_at: plan.start.toISOString(),
      });
    await Promise.all([first.settle(), second.settle()]);
    expect(smtp.received.length).toBe(count);
    const claims = await first.database.db.execute<{ key: string }>(
      sql`select key from notification_claims where key like ${`session-reminder:${kept}:%`}`,
    );
    expect(claims.rows).toHaveLength(2);
  }, 300_000);
});
