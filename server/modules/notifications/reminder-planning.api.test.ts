import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { book, castPair } from '../../../tests/support/notifications';
import { useTestApp } from '../../../tests/support/test-app';
import { insertAppointment } from '../../../tests/support/appointments';
import { healerWithWeek, setBookingRules, utcAt } from '../../../tests/support/booking';
import { pendingJobsLike } from '../../../tests/support/queue';
import { startInHours } from '../../../tests/support/session-start';
import { appSettings } from '../../db/schema';
import { PLAN_REMINDERS_SETTING } from './notifications.queries';
import { enqueuePendingReminderPlanning } from './plan-existing-reminders';

describe('reminder planning', () => {
  const t = useTestApp();

  it('one keyed job per participant and lead; past moments none; moved with the session; gone when cancelled', async () => {
    const healer = await healerWithWeek(t, { start: '00:00', end: '24:00' });
    const patient = await signUp(t);
    const later = await book(t, patient, healer, utcAt(3, '10:00'));
    const jobs = await pendingJobsLike(t, `session-reminder:${later}:`);
    expect(jobs.map((job) => job.key).sort()).toEqual(
      [healer.userId, patient.userId]
        .flatMap((user) => [1440, 60].map((lead) => `session-reminder:${later}:${user}:${lead}`))
        .sort(),
    );
    for (const job of jobs) {
      const lead = Number(job.key.split(':').at(-1));
      expect(job.runAt.getTime()).toBe(new Date(utcAt(3, '10:00')).getTime() - lead * 60_000);
    }
    // Three hours ahead: the day-before reminder's moment has passed; only the hour's remains.
    await setBookingRules(t, healer, { min_notice_hours: 0, slot_step_minutes: 15 });
    const soon = await book(t, patient, healer, startInHours(3, 15));
    expect(
      (await pendingJobsLike(t, `session-reminder:${soon}:`)).map((job) =>
        job.key.split(':').at(-1),
      ),
    ).toEqual(['60', '60']);

    const moved = await t.request(`/api/appointments/${later}/reschedule`, {
      cookie: patient.cookie,
      json: { scheduled_at: utcAt(4, '11:00') },
    });
    expect(moved.status).toBe(200);
    for (const job of await pendingJobsLike(t, `session-reminder:${later}:`)) {
      const lead = Number(job.key.split(':').at(-1));
      expect(job.runAt.getTime()).toBe(new Date(utcAt(4, '11:00')).getTime() - lead * 60_000);
    }
    await t.request(`/api/appointments/${later}`, {
      method: 'PATCH',
      cookie: patient.cookie,
      json: { status: 'cancelled' },
    });
    expect(await pendingJobsLike(t, `session-reminder:${later}:`)).toEqual([]);
  });

  it('sessions booked before notifications get their reminders once, at the first start', async () => {
    // The migration's marker was handled when this app started.
    expect(
      await t.database.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, PLAN_REMINDERS_SETTING)),
    ).toEqual([]);
    const { healer, patient } = await castPair(t);
    const older = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(utcAt(6, '10:00')),
    });
    expect(await pendingJobsLike(t, `session-reminder:${older.id}:`)).toEqual([]);
    await t.database.db
      .insert(appSettings)
      .values({ key: PLAN_REMINDERS_SETTING, value: 'pending' });
    await enqueuePendingReminderPlanning(t.database.db, t.services.jobs);
    await t.settle();
    expect(await pendingJobsLike(t, `session-reminder:${older.id}:`)).toHaveLength(4);
    expect(
      await t.database.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, PLAN_REMINDERS_SETTING)),
    ).toEqual([]);
  });

  it('a user’s new lead times re-plan their sessions ahead; the other side keeps theirs', async () => {
    const { healer, patient } = await castPair(t);
    const id = await book(t, patient, healer, utcAt(5, '10:00'));
    const response = await t.request('/api/me/notification-preferences', {
      method: 'PUT',
      cookie: patient.cookie,
      json: { reminder_lead_minutes: [2880, 15] },
    });
    expect(response.status).toBe(200);
    const keys = (await pendingJobsLike(t, `session-reminder:${id}:`)).map((job) => job.key).sort();
    expect(keys).toEqual(
      [
        `session-reminder:${id}:${patient.userId}:2880`,
        `session-reminder:${id}:${patient.userId}:15`,
        `session-reminder:${id}:${healer.userId}:1440`,
        `session-reminder:${id}:${healer.userId}:60`,
      ].sort(),
    );
  });
});
