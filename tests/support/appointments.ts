import type { TestApp } from './test-app';
import type { Db } from '../../server/db/client';
import { appointments } from '../../server/db/schema';

/**
 * Inserts an appointment directly (for tests that need one to exist, or one in the past,
 * which the booking API refuses). Scheduled by default.
 */
export async function insertAppointment(
  db: Db,
  values: {
    healerId: string;
    patientId: string;
    startsAt?: Date;
    status?: (typeof appointments.$inferInsert)['status'];
    title?: string;
    meetingLink?: string;
    mode?: 'video' | 'in_person' | 'chat';
    durationMinutes?: number;
  },
) {
  const startsAt =
    values.startsAt ?? new Date(Date.now() + (1 + Math.floor(Math.random() * 10_000)) * 3_600_000);
  const [row] = await db
    .insert(appointments)
    .values({
      healerId: values.healerId,
      patientId: values.patientId,
      title: values.title ?? 'Test session',
      scheduledAt: startsAt,
      endsAt: new Date(startsAt.getTime() + (values.durationMinutes ?? 60) * 60_000),
      durationMinutes: values.durationMinutes ?? 60,
      mode: values.mode ?? 'video',
      status: values.status ?? 'scheduled',
      meetingLink: values.meetingLink ?? null,
      // A request holds its time until it expires (here: its start).
      expiresAt: values.status === 'pending' ? startsAt : null,
    })
    .returning();
  return row!;
}

/** What the appointment use cases write with, from a test app (for tests that call them). */
export const appointmentServicesOf = (t: TestApp) => ({
  db: t.database.db,
  events: t.services.events,
  notifications: t.services.notifications,
});
