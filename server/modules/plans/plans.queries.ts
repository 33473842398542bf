import { and, asc, count, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  appointmentNotes,
  appointments,
  checkIns,
  planPracticeCompletions,
  planPractices,
  planTemplates,
  planVersions,
  profiles,
  sessionTypes,
  wellnessPlans,
} from '../../db/schema';

export type PlanRow = typeof wellnessPlans.$inferSelect;
export type PracticeRow = typeof planPractices.$inferSelect;
export type TemplateRow = typeof planTemplates.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
export type NotesRow = typeof appointmentNotes.$inferSelect;
export interface NamedPlanRow extends PlanRow {
  patientName: string | null;
  healerName: string | null;
}

const patientProfile = alias(profiles, 'patient_profile');
const healerProfile = alias(profiles, 'healer_profile');

/** Whether the healer has had a session with the patient, or has one booked or requested. */
export async function hasSessionWith(executor: Executor, healerId: string, patientId: string) {
  const [row] = await executor
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.healerId, healerId),
        eq(appointments.patientId, patientId),
        inArray(appointments.status, ['scheduled', 'pending', 'completed', 'no_show']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

function namedPlans(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      plan: wellnessPlans,
      patientName: patientProfile.usrName,
      healerName: healerProfile.usrName,
    })
    .from(wellnessPlans)
    .leftJoin(patientProfile, eq(patientProfile.userId, wellnessPlans.patientId))
    .leftJoin(healerProfile, eq(healerProfile.userId, wellnessPlans.healerId))
    .where(where)
    .orderBy(desc(wellnessPlans.updatedAt), desc(wellnessPlans.id))
    .limit(100)
    .then((rows) =>
      rows.map(({ plan, patientName, healerName }): NamedPlanRow => ({
        ...plan,
        patientName,
        healerName,
      })),
    );
}

/**
 * The plans a user may read: a healer's own (drafts too), a patient's once shared (not drafts).
 */
export const readableBy = (userId: string, role: 'patient' | 'healer') =>
  role === 'healer'
    ? eq(wellnessPlans.healerId, userId)
    : and(eq(wellnessPlans.patientId, userId), ne(wellnessPlans.status, 'draft'));

export function listPlanRows(
  executor: Executor,
  viewer: { userId: string; role: 'patient' | 'healer' },
  filter: { patientId?: string; status?: PlanRow['status'] },
) {
  return namedPlans(
    executor,
    and(
      readableBy(viewer.userId, viewer.role),
      filter.patientId ? eq(wellnessPlans.patientId, filter.patientId) : undefined,
      filter.status ? eq(wellnessPlans.status, filter.status) : undefined,
    ),
  );
}

export async function findPlanRow(
  executor: Executor,
  id: string,
  viewer: { userId: string; role: 'patient' | 'healer' },
): Promise<NamedPlanRow | undefined> {
  const [row] = await namedPlans(
    executor,
    and(eq(wellnessPlans.id, id), readableBy(viewer.userId, viewer.role)),
  );
  return row;
}

/** The healer's plan, locked for the transaction (undefined if not theirs). */
export async function lockPlan(executor: Executor, id: string, healerId: string) {
  const [row] = await executor
    .select()
    .from(wellnessPlans)
    .where(and(eq(wellnessPlans.id, id), eq(wellnessPlans.healerId, healerId)))
    .for('update');
  return row;
}

export async function countPlansOfPair(executor: Executor, healerId: string, patientId: string) {
  const [row] = await executor
    .select({ total: count() })
    .from(wellnessPlans)
    .where(and(eq(wellnessPlans.healerId, healerId), eq(wellnessPlans.patientId, patientId)));
  return row?.total ?? 0;
}

export async function insertPlan(executor: Executor, values: typeof wellnessPlans.$inferInsert) {
  const [row] = await executor.insert(wellnessPlans).values(values).returning();
  return row!;
}

export async function updatePlanRow(
  executor: Executor,
  id: string,
  values: Partial<typeof wellnessPlans.$inferInsert>,
) {
  const [row] = await executor
    .update(wellnessPlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(wellnessPlans.id, id))
    .returning();
  return row!;
}

/** The practices still in these plans, in their order. */
export function currentPractices(executor: Executor, planIds: string[]): Promise<PracticeRow[]> {
  if (!planIds.length) return Promise.resolve([]);
  return executor
    .select()
    .from(planPractices)
    .where(and(inArray(planPractices.planId, planIds), isNull(planPractices.removedAt)))
    .orderBy(asc(planPractices.planId), asc(planPractices.position));
}

export async function insertPractices(
  executor: Executor,
  values: Array<typeof planPractices.$inferInsert>,
) {
  if (!values.length) return [];
  return executor.insert(planPractices).values(values).returning();
}

export async function updatePractice(
  executor: Executor,
  id: string,
  values: Partial<typeof planPractices.$inferInsert>,
) {
  await executor.update(planPractices).set(values).where(eq(planPractices.id, id));
}

export async function removePractices(executor: Executor, ids: string[]) {
  if (!ids.length) return;
  await executor
    .update(planPractices)
    .set({ removedAt: sql`now()` })
    .where(inArray(planPractices.id, ids));
}

/** The days these practices were ticked off since `since` (inclusive). */
export function completionsSince(executor: Executor, practiceIds: string[], since: string) {
  if (!practiceIds.length) return Promise.resolve([]);
  return executor
    .select({ practiceId: planPracticeCompletions.practiceId, date: planPracticeCompletions.date })
    .from(planPracticeCompletions)
    .where(
      and(
        inArray(planPracticeCompletions.practiceId, practiceIds),
        gte(planPracticeCompletions.date, since),
      ),
    );
}

/** Ticks a practice off for a day; a second tick of the same day changes nothing. */
export async function insertCompletion(executor: Executor, practiceId: string, date: string) {
  await executor.insert(planPracticeCompletions).values({ practiceId, date }).onConflictDoNothing();
}

export async function deleteCompletion(executor: Executor, practiceId: string, date: string) {
  await executor
    .delete(planPracticeCompletions)
    .where(
      and(
        eq(planPracticeCompletions.practiceId, practiceId),
        eq(planPracticeCompletions.date, date),
      ),
    );
}

export async function findPractice(executor: Executor, planId: string, practiceId: string) {
  const [row] = await executor
    .select()
    .from(planPractices)
    .where(
      and(
        eq(planPractices.id, practiceId),
        eq(planPractices.planId, planId),
        isNull(planPractices.removedAt),
      ),
    );
  return row;
}

export async function insertVersion(
  executor: Executor,
  planId: string,
  version: number,
  snapshot: unknown,
) {
  await executor.insert(planVersions).values({ planId, version, snapshot });
}

export function listVersions(executor: Executor, planId: string) {
  return executor
    .select()
    .from(planVersions)
    .where(eq(planVersions.planId, planId))
    .orderBy(desc(planVersions.version));
}

/* Templates */

export function listTemplates(executor: Executor, healerId: string) {
  return executor
    .select()
    .from(planTemplates)
    .where(eq(planTemplates.healerId, healerId))
    .orderBy(asc(planTemplates.name), asc(planTemplates.id));
}

export async function countTemplates(executor: Executor, healerId: string) {
  const [row] = await executor
    .select({ total: count() })
    .from(planTemplates)
    .where(eq(planTemplates.healerId, healerId));
  return row?.total ?? 0;
}

export async function insertTemplate(
  executor: Executor,
  values: typeof planTemplates.$inferInsert,
) {
  const [row] = await executor.insert(planTemplates).values(values).returning();
  return row!;
}

/** Replaces a template's content; undefined when it is not the healer's. */
export async function updateTemplate(
  executor: Executor,
  id: string,
  healerId: string,
  values: Omit<typeof planTemplates.$inferInsert, 'id' | 'healerId' | 'createdAt'>,
) {
  const [row] = await executor
    .update(planTemplates)
    .set(values)
    .where(and(eq(planTemplates.id, id), eq(planTemplates.healerId, healerId)))
    .returning();
  return row;
}

export async function deleteTemplate(executor: Executor, id: string, healerId: string) {
  const rows = await executor
    .delete(planTemplates)
    .where(and(eq(planTemplates.id, id), eq(planTemplates.healerId, healerId)))
    .returning({ id: planTemplates.id });
  return rows.length > 0;
}

/* Check-ins */

export function checkInsSince(executor: Executor, patientId: string, since: string) {
  return executor
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.patientId, patientId), gte(checkIns.weekStart, since)))
    .orderBy(asc(checkIns.weekStart));
}

/** This week's check-in, written or replaced. */
export async function upsertCheckIn(executor: Executor, values: typeof checkIns.$inferInsert) {
  const [row] = await executor
    .insert(checkIns)
    .values(values)
    .onConflictDoUpdate({
      target: [checkIns.patientId, checkIns.weekStart],
      set: {
        mood: values.mood,
        energy: values.energy,
        sleep: values.sleep,
        note: values.note,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/* Session notes */

/** The appointment with its parties (undefined when there is none by this id). */
export async function findAppointmentParties(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      healerId: appointments.healerId,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row;
}

export async function findNotes(executor: Executor, appointmentId: string) {
  const [row] = await executor
    .select()
    .from(appointmentNotes)
    .where(eq(appointmentNotes.appointmentId, appointmentId));
  return row;
}

export async function upsertNotes(
  executor: Executor,
  values: typeof appointmentNotes.$inferInsert,
) {
  const [row] = await executor
    .insert(appointmentNotes)
    .values(values)
    .onConflictDoUpdate({
      target: appointmentNotes.appointmentId,
      set: {
        privateNote: values.privateNote,
        sharedSummary: values.sharedSummary,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The healer's notes on their sessions with the patient. */
export function notesOfPair(executor: Executor, healerId: string, patientId: string) {
  return executor
    .select()
    .from(appointmentNotes)
    .where(and(eq(appointmentNotes.healerId, healerId), eq(appointmentNotes.patientId, patientId)));
}

/* History */

export interface HistoryPosition {
  t: string;
  i: string;
}

/** A page of the patient's past sessions (plus one row: is there more?), latest first. */
export function historyPage(
  executor: Executor,
  patientId: string,
  after: HistoryPosition | undefined,
  limit: number,
  now: Date,
) {
  return executor
    .select({
      id: appointments.id,
      scheduledAt: appointments.scheduledAt,
      endsAt: appointments.endsAt,
      durationMinutes: appointments.durationMinutes,
      status: appointments.status,
      mode: appointments.mode,
      title: appointments.title,
      healerId: appointments.healerId,
      healerName: profiles.usrName,
      sessionType: sessionTypes.name,
      sharedSummary: appointmentNotes.sharedSummary,
    })
    .from(appointments)
    .leftJoin(profiles, eq(profiles.userId, appointments.healerId))
    .leftJoin(sessionTypes, eq(sessionTypes.id, appointments.sessionTypeId))
    .leftJoin(appointmentNotes, eq(appointmentNotes.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, ['completed', 'cancelled', 'no_show']),
        sql`${appointments.scheduledAt} <= ${now}`,
        after
          ? sql`(${appointments.scheduledAt}, ${appointments.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(appointments.scheduledAt), desc(appointments.id))
    .limit(limit + 1);
}

/**
 * For each of these sessions, the shared plans of its healer for the patient as they stood at
 * the session's end: the latest version saved by then, when that version was not a draft.
 */
export async function planVersionsAt(
  executor: Executor,
  patientId: string,
  sessions: Array<{ id: string; healerId: string; endsAt: Date }>,
) {
  if (!sessions.length) return [];
  const values = sql.join(
    sessions.map(
      (session) =>
        sql`(${session.id}::uuid, ${session.healerId}::text, ${session.endsAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await executor.execute<{
    appointment_id: string;
    plan_id: string;
    version: number;
    title: string;
  }>(sql`
    select s.appointment_id, v.plan_id, v.version, v.snapshot ->> 'title' as title
    from (values ${values}) as s(appointment_id, healer_id, ends_at)
    join ${wellnessPlans} p on p.healer_id = s.healer_id and p.patient_id = ${patientId}
    cross join lateral (
      select pv.plan_id, pv.version, pv.snapshot from ${planVersions} pv
      where pv.plan_id = p.id and pv.created_at <= s.ends_at
      order by pv.version desc limit 1
    ) v
    where v.snapshot ->> 'status' <> 'draft'
    order by s.appointment_id, v.plan_id`);
  return result.rows;
}
