import { and, asc, count, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppointmentList, AppointmentView } from '@contract/appointments';
import type { Role } from '@contract/constants';
import type { Db, Executor } from '../../db/client';
import { appointments, profiles } from '../../db/schema';
import {
  decodeAppointmentCursor,
  encodeAppointmentCursor,
  type AppointmentCursor,
} from './appointment-cursor';
import { toAppointmentDetail, type AppointmentWithParties } from './appointment-dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The longest session the schema allows (appointments_duration_range). */
const MAX_DURATION_MS = 240 * 60_000;

const patientProfile = alias(profiles, 'patient_profile');
const healerProfile = alias(profiles, 'healer_profile');

/** Appointments with both parties' names: one statement, however many rows. */
function selectWithParties(db: Executor) {
  return db
    .select({
      appointment: appointments,
      patientName: patientProfile.usrName,
      patientPicture: patientProfile.profilePictureUrl,
      healerName: healerProfile.usrName,
      healerPicture: healerProfile.profilePictureUrl,
    })
    .from(appointments)
    .leftJoin(patientProfile, eq(patientProfile.userId, appointments.patientId))
    .leftJoin(healerProfile, eq(healerProfile.userId, appointments.healerId));
}

/** A healer sees the appointments booked with them; a patient their own. */
function ownedBy(userId: string, role: Role): SQL {
  return role === 'healer' ? eq(appointments.healerId, userId) : eq(appointments.patientId, userId);
}

export const isParticipant = (userId: string) =>
  or(eq(appointments.healerId, userId), eq(appointments.patientId, userId))!;

function viewFilter(view: AppointmentView, now: Date): SQL | undefined {
  if (view === 'upcoming')
    return and(
      eq(appointments.status, 'scheduled'),
      gt(appointments.endsAt, now),
      // Implied by the end bound; lets the (…, scheduled_at) indexes bound the scan.
      gt(appointments.scheduledAt, new Date(now.getTime() - MAX_DURATION_MS)),
    );
  if (view === 'past')
    return or(ne(appointments.status, 'scheduled'), lte(appointments.endsAt, now));
  return undefined;
}

/** Past sessions read latest first; everything else soonest first (spec §7). */
const descending = (view: AppointmentView) => view === 'past';

function afterCursor(cursor: AppointmentCursor, view: AppointmentView): SQL {
  const position = sql`(${appointments.scheduledAt}, ${appointments.id})`;
  const value = sql`(${cursor.t}::timestamptz, ${cursor.i}::uuid)`;
  return descending(view) ? sql`${position} < ${value}` : sql`${position} > ${value}`;
}

/** The statement that reads one page of a view (exported for the index test). */
export function appointmentPageQuery(
  db: Db,
  viewer: { userId: string; role: Role },
  view: AppointmentView,
  limit: number,
  cursor: AppointmentCursor | undefined,
  now: Date,
) {
  const base = and(ownedBy(viewer.userId, viewer.role), viewFilter(view, now));
  const order = descending(view)
    ? [desc(appointments.scheduledAt), desc(appointments.id)]
    : [asc(appointments.scheduledAt), asc(appointments.id)];
  return selectWithParties(db)
    .where(cursor ? and(base, afterCursor(cursor, view)) : base)
    .orderBy(...order)
    .limit(limit + 1);
}

export async function listAppointments(
  db: Db,
  viewer: { userId: string; role: Role },
  query: { view: AppointmentView; limit: number; cursor?: string },
  now = new Date(),
): Promise<AppointmentList> {
  const { view, limit } = query;
  const cursor = query.cursor ? decodeAppointmentCursor(query.cursor, view) : undefined;
  const base = and(ownedBy(viewer.userId, viewer.role), viewFilter(view, now));
  const [rows, [totals]] = await Promise.all([
    appointmentPageQuery(db, viewer, view, limit, cursor, now),
    db.select({ total: count() }).from(appointments).where(base),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toAppointmentDetail),
    next_cursor:
      rows.length > limit && last
        ? encodeAppointmentCursor({
            v: view,
            t: last.appointment.scheduledAt.toISOString(),
            i: last.appointment.id,
          })
        : null,
    total: totals?.total ?? 0,
  };
}

/** The appointment with its parties if the user takes part in it; otherwise undefined. */
export async function findAppointmentFor(
  db: Executor,
  id: string,
  userId: string,
): Promise<AppointmentWithParties | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectWithParties(db).where(
    and(eq(appointments.id, id), isParticipant(userId)),
  );
  return row;
}
