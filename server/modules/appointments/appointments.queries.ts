import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppointmentView } from '@contract/appointments';
import type { Role } from '@contract/constants';
import { BOOKING_DEFAULTS } from '@contract/practice';
import type { Db, Executor } from '../../db/client';
import { appointments, bookingSettings, chats, profiles, reviews } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { AppointmentExtras, AppointmentRow, AppointmentWithParties } from './appointments.dto';

/** The longest session the schema allows (appointments_duration_range). */
const MAX_DURATION_MS = 240 * 60_000;

export interface AppointmentViewer {
  userId: string;
  role: Role;
}

/** Where a page ended: the last row's start and id (the tie-breaker). */
export interface AppointmentPosition {
  t: string;
  i: string;
}

const patientProfile = alias(profiles, 'patient_profile');
const healerProfile = alias(profiles, 'healer_profile');

/** Appointments with both parties' names and the review's id: one statement, however many rows. */
function selectWithParties(db: Executor) {
  return db
    .select({
      appointment: appointments,
      patientName: patientProfile.usrName,
      patientPicture: patientProfile.profilePictureUrl,
      healerName: healerProfile.usrName,
      healerPicture: healerProfile.profilePictureUrl,
      healerTimezone: healerProfile.timezone,
      cancellationWindowHours: bookingSettings.cancellationWindowHours,
      cancellationPolicy: bookingSettings.cancellationPolicy,
      reviewId: reviews.id,
    })
    .from(appointments)
    .leftJoin(patientProfile, eq(patientProfile.userId, appointments.patientId))
    .leftJoin(healerProfile, eq(healerProfile.userId, appointments.healerId))
    .leftJoin(bookingSettings, eq(bookingSettings.healerId, appointments.healerId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id));
}

/** Statuses in which an appointment is still ahead: booked, or a request awaiting the healer. */
const OPEN_STATUSES = ['scheduled', 'pending'] as const;
/** Statuses of an appointment that did not take place by anyone's choice or by time. */
const CANCELLED_STATUSES = ['cancelled', 'declined', 'expired'] as const;

/** A healer sees the appointments booked with them; a patient their own. */
function ownedBy({ userId, role }: AppointmentViewer): SQL {
  return role === 'healer' ? eq(appointments.healerId, userId) : eq(appointments.patientId, userId);
}

const isParticipant = (userId: string) =>
  or(eq(appointments.healerId, userId), eq(appointments.patientId, userId))!;

function viewFilter(view: AppointmentView, now: Date): SQL | undefined {
  if (view === 'upcoming')
    return and(
      inArray(appointments.status, [...OPEN_STATUSES]),
      gt(appointments.endsAt, now),
      // Implied by the end bound; lets the (…, scheduled_at) indexes bound the scan.
      gt(appointments.scheduledAt, new Date(now.getTime() - MAX_DURATION_MS)),
    );
  if (view === 'past')
    return or(notInArray(appointments.status, [...OPEN_STATUSES]), lte(appointments.endsAt, now));
  if (view === 'cancelled') return inArray(appointments.status, [...CANCELLED_STATUSES]);
  if (view === 'completed') return eq(appointments.status, 'completed');
  return undefined;
}

/** Views of what is over read latest first; the others soonest first (docs/product.md, API). */
const descending = (view: AppointmentView) =>
  view === 'past' || view === 'cancelled' || view === 'completed';

function afterPosition(position: AppointmentPosition, view: AppointmentView): SQL {
  const row = sql`(${appointments.scheduledAt}, ${appointments.id})`;
  const value = sql`(${position.t}::timestamptz, ${position.i}::uuid)`;
  return descending(view) ? sql`${row} < ${value}` : sql`${row} > ${value}`;
}

/** Sessions starting within [from, to), either end open. */
export interface StartRange {
  from?: Date;
  to?: Date;
}

const startsWithin = ({ from, to }: StartRange = {}) =>
  and(
    from ? gte(appointments.scheduledAt, from) : undefined,
    to ? lt(appointments.scheduledAt, to) : undefined,
  );

/** The statement that reads one page of a view, plus one row (exported for the index test). */
export function appointmentPageQuery(
  db: Db,
  viewer: AppointmentViewer,
  view: AppointmentView,
  limit: number,
  after: AppointmentPosition | undefined,
  now: Date,
  range?: StartRange,
) {
  const base = and(ownedBy(viewer), viewFilter(view, now), startsWithin(range));
  const order = descending(view)
    ? [desc(appointments.scheduledAt), desc(appointments.id)]
    : [asc(appointments.scheduledAt), asc(appointments.id)];
  return selectWithParties(db)
    .where(after ? and(base, afterPosition(after, view)) : base)
    .orderBy(...order)
    .limit(limit + 1);
}

export async function countAppointments(
  db: Db,
  viewer: AppointmentViewer,
  view: AppointmentView,
  now: Date,
  range?: StartRange,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(appointments)
    .where(and(ownedBy(viewer), viewFilter(view, now), startsWithin(range)));
  return row?.total ?? 0;
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

/** The chat of two users, whichever way round the pair is stored. */
export const betweenPair = (a: string, b: string) =>
  or(
    and(eq(chats.userLow, a), eq(chats.userHigh, b)),
    and(eq(chats.userLow, b), eq(chats.userHigh, a)),
  );

/**
 * What the appointment's own page adds to its row: the patient's zone and the details their
 * profile shares, the healer's title and the pair's conversation.
 */
export async function findAppointmentExtras(
  db: Executor,
  row: AppointmentRow,
): Promise<AppointmentExtras> {
  const [[patient], [healer], [chat]] = await Promise.all([
    db
      .select({
        timezone: profiles.timezone,
        dateOfBirth: profiles.dateOfBirth,
        gender: profiles.gender,
        location: profiles.location,
      })
      .from(profiles)
      .where(eq(profiles.userId, row.patientId)),
    db
      .select({ title: profiles.professionalTitle })
      .from(profiles)
      .where(eq(profiles.userId, row.healerId)),
    db.select({ id: chats.id }).from(chats).where(betweenPair(row.patientId, row.healerId)),
  ]);
  return {
    patientTimezone: patient?.timezone ?? 'UTC',
    patientProfile: patient
      ? { dateOfBirth: patient.dateOfBirth, gender: patient.gender, location: patient.location }
      : null,
    healerTitle: healer?.title ?? null,
    chatId: chat?.id ?? null,
  };
}

/** A patient's sessions with one healer, latest first, with both parties (the client page). */
export function appointmentsOfPair(
  db: Executor,
  healerId: string,
  patientId: string,
  limit: number,
): Promise<AppointmentWithParties[]> {
  return selectWithParties(db)
    .where(and(eq(appointments.healerId, healerId), eq(appointments.patientId, patientId)))
    .orderBy(desc(appointments.scheduledAt), desc(appointments.id))
    .limit(limit);
}

export async function findByIdempotencyKey(db: Db, patientId: string, key: string) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.patientId, patientId), eq(appointments.idempotencyKey, key)));
  return row;
}

export async function insertAppointment(
  tx: Executor,
  values: typeof appointments.$inferInsert,
): Promise<AppointmentRow> {
  const [inserted] = await tx.insert(appointments).values(values).returning();
  return inserted!;
}

/** Who may make a change: the healer alone, the patient alone, or either participant. */
export type ChangeActor = 'healer' | 'patient' | 'participant';
/**
 * The state a change needs: scheduled, and (for some) not yet started or already started;
 * `cancellable` is scheduled and not started, or a pending request of the patient's.
 */
export type ChangeState =
  'scheduled' | 'scheduled_not_started' | 'scheduled_started' | 'cancellable';

export interface GuardedChange {
  actor: ChangeActor;
  /** A named state, or a condition of its own (closing and reopening a session). */
  state: ChangeState | { where: SQL };
  set: PgUpdateSetSource<typeof appointments>;
}

/** The side the user takes in the appointment, as the UPDATE reads it from the row. */
export const sideOf = (userId: string) =>
  sql<
    'patient' | 'healer'
  >`case when ${appointments.patientId} = ${userId} then 'patient' else 'healer' end`;

/**
 * A session the healer may mark `target` (completed or no-show): scheduled and started (a no-show
 * only from `startedBy`), or closed the other way and ended after `changeableAfterEnd`.
 */
export function closableAs(
  target: 'completed' | 'no_show',
  startedBy: Date,
  changeableAfterEnd: Date,
): SQL {
  return or(
    and(eq(appointments.status, 'scheduled'), lte(appointments.scheduledAt, startedBy)),
    and(
      eq(appointments.status, target === 'completed' ? 'no_show' : 'completed'),
      gt(appointments.endsAt, changeableAfterEnd),
    ),
  )!;
}

/** A closed session the healer may reopen: completed or no-show, ended after the bound. */
export const reopenable = (changeableAfterEnd: Date): SQL =>
  and(
    inArray(appointments.status, ['completed', 'no_show']),
    gt(appointments.endsAt, changeableAfterEnd),
  )!;

function stateFilter(state: GuardedChange['state'], userId: string, now: Date): SQL {
  if (typeof state !== 'string') return state.where;
  const scheduled = eq(appointments.status, 'scheduled');
  if (state === 'scheduled_not_started') return and(scheduled, gt(appointments.scheduledAt, now))!;
  if (state === 'cancellable')
    return or(
      and(scheduled, gt(appointments.scheduledAt, now)),
      and(eq(appointments.status, 'pending'), eq(appointments.patientId, userId)),
    )!;
  if (state === 'scheduled_started') return and(scheduled, lte(appointments.scheduledAt, now))!;
  return scheduled;
}

/**
 * Applies the change if the user may make it and the appointment is in the state it needs,
 * both checked in the UPDATE itself: of two concurrent transitions only one can match the row.
 * Undefined when nothing matched.
 */
export async function updateIfAllowed(
  tx: Executor,
  id: string,
  userId: string,
  change: GuardedChange,
  now: Date,
): Promise<AppointmentRow | undefined> {
  const actor =
    change.actor === 'healer'
      ? eq(appointments.healerId, userId)
      : change.actor === 'patient'
        ? eq(appointments.patientId, userId)
        : isParticipant(userId);
  const [updated] = await tx
    .update(appointments)
    .set({ ...change.set, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), actor, stateFilter(change.state, userId, now)))
    .returning();
  return updated;
}

/**
 * True (in an UPDATE's SET, so read from the row before it) when the patient cancels a scheduled
 * session inside the healer's cancellation window (docs/product.md, Cancellation policy).
 */
export function isLateCancellation(userId: string, now: Date): SQL<boolean> {
  const windowHours = sql`coalesce((select ${bookingSettings.cancellationWindowHours} from ${bookingSettings}
    where ${bookingSettings.healerId} = ${appointments.healerId}), ${BOOKING_DEFAULTS.cancellation_window_hours})`;
  return sql<boolean>`(${appointments.patientId} = ${userId} and ${appointments.status} = 'scheduled'
    and ${appointments.scheduledAt} - make_interval(hours => ${windowHours}) <= ${now})`;
}

/** The appointment with its parties, locked until the transaction ends, if the user takes part. */
export async function lockAppointmentFor(
  tx: Executor,
  id: string,
  userId: string,
): Promise<AppointmentWithParties | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectWithParties(tx)
    .where(and(eq(appointments.id, id), isParticipant(userId)))
    .for('update', { of: appointments });
  return row;
}

/** Sets the fields of one appointment; the exclusion constraints judge a new time. */
export async function setAppointment(
  tx: Executor,
  id: string,
  set: Partial<typeof appointments.$inferInsert>,
): Promise<AppointmentRow> {
  const [row] = await tx
    .update(appointments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

/**
 * Ends a pending request whose hold has run out (by the database's clock, the one the job queue
 * runs it by); undefined when it is no longer pending or not yet due.
 */
export async function expireRequest(tx: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'expired', statusChangedBy: 'system', updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.status, 'pending'),
        lte(appointments.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/**
 * Marks completed every session still scheduled that ended at least `hours` ago (by the
 * database's clock), at most `limit` at a time; answers the rows it changed (decision 042).
 */
export async function completeEndedSessions(
  tx: Executor,
  hours: number,
  limit: number,
): Promise<AppointmentRow[]> {
  const due = tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        lte(appointments.endsAt, sql`now() - make_interval(secs => ${hours * 3600})`),
      ),
    )
    .orderBy(asc(appointments.endsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(appointments)
    .set({ status: 'completed', statusChangedBy: 'system', updatedAt: sql`now()` })
    .where(and(inArray(appointments.id, due), eq(appointments.status, 'scheduled')))
    .returning();
}
