import { describe, expect, it } from 'vitest';
import { pgErrorOf } from '../../db/pg-error';
import {
  appointmentNotes,
  checkIns,
  planPracticeCompletions,
  planPractices,
  wellnessPlans,
} from '../../db/schema';
import { signUp } from '../../../tests/support/accounts';
import { insertAppointment } from '../../../tests/support/appointments';
import { useTestApp } from '../../../tests/support/test-app';

/** The constraint a write broke (or undefined when it was accepted). */
async function violated(write: Promise<unknown>) {
  try {
    await write;
    return undefined;
  } catch (error) {
    return pgErrorOf(error)?.constraint ?? pgErrorOf(error)?.code;
  }
}

describe('the care tables hold their invariants', () => {
  const t = useTestApp();

  it('refuse bad plans, practices, completions, check-ins and notes', async () => {
    const { db } = t.database;
    const patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const stranger = await signUp(t, { role: 'healer' });
    const plan = { healerId: healer.userId, patientId: patient.userId, title: 'Sleep' };
    const [row] = await db
      .insert(wellnessPlans)
      .values({ ...plan, status: 'active' })
      .returning();
    expect(
      await violated(db.insert(wellnessPlans).values({ ...plan, status: 'paused' as 'draft' })),
    ).toBe('wellness_plans_status_values');
    expect(
      await violated(
        db
          .insert(wellnessPlans)
          .values({ ...plan, status: 'draft', goals: Array.from({ length: 21 }, () => ({})) }),
      ),
    ).toBe('wellness_plans_goals_list');
    expect(
      await violated(db.insert(wellnessPlans).values({ ...plan, status: 'draft', goals: {} })),
    ).toBe('wellness_plans_goals_list');

    const practice = { planId: row!.id, position: 0, title: 'Breathe' };
    expect(
      await violated(
        db.insert(planPractices).values({ ...practice, frequency: 'weekly', timesPerWeek: null }),
      ),
    ).toBe('plan_practices_times_per_week');
    expect(
      await violated(
        db.insert(planPractices).values({ ...practice, frequency: 'weekdays', weekdays: [7] }),
      ),
    ).toBe('plan_practices_weekdays');
    expect(
      await violated(
        db.insert(planPractices).values({ ...practice, frequency: 'daily', timeOfDay: '25:00' }),
      ),
    ).toBe('plan_practices_time_of_day');
    const [daily] = await db
      .insert(planPractices)
      .values({ ...practice, frequency: 'daily' })
      .returning();
    await db.insert(planPracticeCompletions).values({ practiceId: daily!.id, date: '2026-11-23' });
    expect(
      await violated(
        db.insert(planPracticeCompletions).values({ practiceId: daily!.id, date: '2026-11-23' }),
      ),
    ).toBe('plan_practice_completions_pkey');

    const checkIn = { patientId: patient.userId, mood: 3, energy: 3, sleep: 3 };
    await db.insert(checkIns).values({ ...checkIn, weekStart: '2026-11-23' });
    expect(
      await violated(db.insert(checkIns).values({ ...checkIn, weekStart: '2026-11-24' })),
    ).toBe('check_ins_week_starts_monday');
    expect(
      await violated(db.insert(checkIns).values({ ...checkIn, weekStart: '2026-11-23' })),
    ).toBe('check_ins_patient_week_key');
    expect(
      await violated(db.insert(checkIns).values({ ...checkIn, mood: 6, weekStart: '2026-11-16' })),
    ).toBe('check_ins_scores');

    const session = await insertAppointment(db, {
      healerId: healer.userId,
      patientId: patient.userId,
    });
    expect(
      await violated(
        db.insert(appointmentNotes).values({
          appointmentId: session.id,
          patientId: patient.userId,
          healerId: stranger.userId,
          privateNote: 'Not my session',
        }),
      ),
    ).toBe('appointment_notes_appointment_fk');
    await db.insert(appointmentNotes).values({
      appointmentId: session.id,
      patientId: patient.userId,
      healerId: healer.userId,
      privateNote: 'Mine',
    });
  });
});
