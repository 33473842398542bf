import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_VIEWS } from '@contract/appointments';
import { explainWithIndexes } from '../../../tests/support/explain';
import { useTestApp } from '../../../tests/support/test-app';
import type { Db } from '../../db/client';
import { appointmentPageQuery } from './appointments.queries';

/** 20 healers and 200 patients with 4,000 appointments spread over two years around now. */
async function insertMany(db: Db) {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select 'bulk-h' || n, 'Healer ' || n, 'bulk-h' || n || '@example.test', true, 'healer'
    from generate_series(1, 20) as n`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select 'bulk-p' || n, 'Patient ' || n, 'bulk-p' || n || '@example.test', true, 'patient'
    from generate_series(1, 200) as n`);
  await db.execute(sql`
    insert into appointments (title, patient_id, healer_id, scheduled_at, ends_at, duration_minutes, mode, status)
    select 'Session', 'bulk-p' || (1 + n % 200), 'bulk-h' || (1 + n % 20),
      date_trunc('hour', now()) + (n - 2000) * interval '5 hours',
      date_trunc('hour', now()) + (n - 2000) * interval '5 hours' + interval '1 hour',
      60, 'video',
      case when n < 2000 and n % 3 = 0 then 'completed' when n % 17 = 0 then 'cancelled' else 'scheduled' end
    from generate_series(1, 4000) as n`);
  await db.execute(sql`analyze appointments`);
  await db.execute(sql`analyze profiles`);
}

describe('appointment list indexes', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await insertMany(t.database.db);
  }, 60_000);

  it.each(
    APPOINTMENT_VIEWS.flatMap(
      (view) =>
        [
          [view, 'healer', 'bulk-h3', 'appointments_healer_id_idx'],
          [view, 'patient', 'bulk-p7', 'appointments_patient_id_idx'],
        ] as const,
    ),
  )('the %s view of a %s reads through an index', async (view, role, userId, index) => {
    const plan = await explainWithIndexes(
      t.database.db,
      appointmentPageQuery(t.database.db, { userId, role }, view, 50, undefined, new Date()),
    );
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on appointments/);
  });
});
