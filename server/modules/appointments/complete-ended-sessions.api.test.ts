import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { useTestApp } from '../../../tests/support/test-app';
import { appointments } from '../../db/schema';
import { completeEndedSessions, completeEndedSessionsJob } from './complete-ended-sessions';

const HOUR = 3_600_000;

describe('auto-complete of ended sessions (AUTO_COMPLETE_AFTER_HOURS=0)', () => {
  const t = useTestApp({ AUTO_COMPLETE_AFTER_HOURS: '0' });

  it('marks ended, unclosed sessions completed by the system; leaves the rest alone', async () => {
    const [healer, patient] = await Promise.all([signUp(t, { role: 'healer' }), signUp(t)]);
    const at = (
      hoursFromNow: number,
      status: 'scheduled' | 'no_show' | 'cancelled' = 'scheduled',
    ) =>
      insertAppointment(t.database.db, {
        healerId: healer.userId,
        patientId: patient.userId,
        startsAt: new Date(Date.now() + hoursFromNow * HOUR),
        status,
      });
    const ended = await at(-3);
    const missed = await at(-5, 'no_show');
    const cancelled = await at(-7, 'cancelled');
    const running = await at(-0.5);
    const coming = await at(5);

    await t.services.jobs.enqueue(completeEndedSessionsJob, {});
    await t.settle();

    const rows = await t.database.db
      .select()
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          [ended, missed, cancelled, running, coming].map((r) => r.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ended.id)).toMatchObject({ status: 'completed', statusChangedBy: 'system' });
    expect(byId.get(ended.id)!.statusChangedAt).toBeInstanceOf(Date);
    expect(byId.get(missed.id)!.status).toBe('no_show');
    expect(byId.get(cancelled.id)!.status).toBe('cancelled');
    expect(byId.get(running.id)!.status).toBe('scheduled');
    expect(byId.get(coming.id)!.status).toBe('scheduled');

    // The healer may still call it a no-show.
    const changed = await t.request(`/api/appointments/${ended.id}`, {
      method: 'PATCH',
      cookie: healer.cookie,
      json: { status: 'no_show' },
    });
    expect(changed.status).toBe(200);
    // A run with nothing due changes nothing.
    expect(await completeEndedSessions(t.database.db, t.services.events, 0)).toBe(0);
  });

  it('waits AUTO_COMPLETE_AFTER_HOURS after the end', async () => {
    const [healer, patient] = await Promise.all([signUp(t, { role: 'healer' }), signUp(t)]);
    const recent = await insertAppointment(t.database.db, {
      healerId: healer.userId,
      patientId: patient.userId,
      startsAt: new Date(Date.now() - 2 * HOUR),
    });
    await completeEndedSessions(t.database.db, t.services.events, 24);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, recent.id));
    expect(row!.status).toBe('scheduled');
  });
});
