import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { appointmentInvites, appointments, calendarFeeds, profiles } from '../../db/schema';

/**
 * Raises the appointment's invitation SEQUENCE for an emailed change and answers it: 0 for
 * the first invitation, then 1, 2, … (one row per appointment, under its row lock).
 */
export async function nextInviteSequence(executor: Executor, appointmentId: string) {
  const [row] = await executor
    .insert(appointmentInvites)
    .values({ appointmentId, sequence: 0 })
    .onConflictDoUpdate({
      target: appointmentInvites.appointmentId,
      set: { sequence: sql`${appointmentInvites.sequence} + 1` },
    })
    .returning({ sequence: appointmentInvites.sequence });
  return row!.sequence;
}

const patient = alias(profiles, 'patient_profile');
const healer = alias(profiles, 'healer_profile');

/** Appointments with both names and their current SEQUENCE, for calendars. */
function selectForCalendar(executor: Executor) {
  return executor
    .select({
      appointment: appointments,
      patientName: patient.usrName,
      healerName: healer.usrName,
      sequence: sql<number>`coalesce(${appointmentInvites.sequence}, 0)`,
    })
    .from(appointments)
    .leftJoin(patient, eq(patient.userId, appointments.patientId))
    .leftJoin(healer, eq(healer.userId, appointments.healerId))
    .leftJoin(appointmentInvites, eq(appointmentInvites.appointmentId, appointments.id));
}
export type CalendarRow = Awaited<ReturnType<typeof appointmentForCalendar>>;

/** One appointment of a participant (undefined for anyone else). */
export async function appointmentForCalendar(executor: Executor, id: string, userId: string) {
  const [row] = await selectForCalendar(executor).where(
    and(
      eq(appointments.id, id),
      or(eq(appointments.patientId, userId), eq(appointments.healerId, userId)),
    ),
  );
  return row;
}

/** A user's sessions that a calendar shows, between two instants (two index ranges). */
export function feedAppointments(db: Db, userId: string, from: Date, to: Date) {
  const inRange = and(gte(appointments.scheduledAt, from), lte(appointments.scheduledAt, to));
  return selectForCalendar(db)
    .where(
      and(
        or(eq(appointments.patientId, userId), eq(appointments.healerId, userId)),
        inRange,
        inArray(appointments.status, ['scheduled', 'completed', 'pending']),
      ),
    )
    .orderBy(asc(appointments.scheduledAt));
}

export async function findFeed(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId;
}

/** Gives the user a feed with this token, replacing any earlier one (its token stops working). */
export async function saveFeed(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function deleteFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
