import { and, asc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accessLog,
  appointmentNotes,
  appointments,
  chats,
  checkIns,
  dataExports,
  medicationDoses,
  medications,
  messages,
  notifications,
  planPracticeCompletions,
  planPractices,
  planVersions,
  profiles,
  reviews,
  sessions,
  users,
  wellnessPlans,
} from '../../db/schema';

/*
 * What "Download my data" gathers: everything the user owns or takes part in (decision 052).
 * Each statement is bounded by the user's id; nothing of a conversation the user is not in.
 */

export async function exportedAccount(db: Executor, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return { user, profile };
}

export async function exportedAppointments(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(appointments)
    .where(or(eq(appointments.patientId, userId), eq(appointments.healerId, userId)))
    .orderBy(asc(appointments.scheduledAt));
  return rows.map(({ idempotencyKey: _key, ...row }) => row);
}

/** The user's conversations, each with all its messages, oldest first. */
export async function exportedConversations(db: Executor, userId: string) {
  const own = await db
    .select({ id: chats.id, userLow: chats.userLow, userHigh: chats.userHigh })
    .from(chats)
    .where(or(eq(chats.userLow, userId), eq(chats.userHigh, userId)));
  if (!own.length) return [];
  const rows = await db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      inArray(
        messages.chatId,
        own.map((chat) => chat.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return own.map((chat) => ({
    id: chat.id,
    with: chat.userLow === userId ? chat.userHigh : chat.userLow,
    messages: rows
      .filter((row) => row.chatId === chat.id)
      .map(({ chatId: _chat, ...row }) => ({ ...row, fromYou: row.senderId === userId })),
  }));
}

export function exportedReviews(db: Executor, userId: string) {
  return db
    .select()
    .from(reviews)
    .where(or(eq(reviews.patientId, userId), eq(reviews.healerId, userId)));
}

export function exportedNotifications(db: Executor, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function exportedMedications(db: Executor, userId: string) {
  const meds = await db.select().from(medications).where(eq(medications.patientId, userId));
  if (!meds.length) return [];
  const doses = await db
    .select()
    .from(medicationDoses)
    .where(
      inArray(
        medicationDoses.medicationId,
        meds.map((med) => med.id),
      ),
    );
  return meds.map((med) => ({ ...med, doses: doses.filter((d) => d.medicationId === med.id) }));
}

/**
 * Wellness plans the user may read (decision 056): a healer's own, a patient's once shared
 * (no draft, nor a version of one), each with its versions and its practices' completions.
 */
export async function exportedPlans(db: Executor, userId: string) {
  const plans = await db
    .select()
    .from(wellnessPlans)
    .where(
      or(
        eq(wellnessPlans.healerId, userId),
        and(eq(wellnessPlans.patientId, userId), ne(wellnessPlans.status, 'draft')),
      ),
    )
    .orderBy(asc(wellnessPlans.createdAt));
  if (!plans.length) return [];
  const ids = plans.map((plan) => plan.id);
  const [versions, practices, completions] = await Promise.all([
    db
      .select()
      .from(planVersions)
      .where(inArray(planVersions.planId, ids))
      .orderBy(asc(planVersions.version)),
    db
      .select()
      .from(planPractices)
      .where(inArray(planPractices.planId, ids))
      .orderBy(asc(planPractices.position)),
    db
      .select({
        practiceId: planPracticeCompletions.practiceId,
        date: planPracticeCompletions.date,
      })
      .from(planPracticeCompletions)
      .innerJoin(planPractices, eq(planPractices.id, planPracticeCompletions.practiceId))
      .where(inArray(planPractices.planId, ids))
      .orderBy(asc(planPracticeCompletions.date)),
  ]);
  return plans.map((plan) => ({
    ...plan,
    practices: practices
      .filter((practice) => practice.planId === plan.id)
      .map((practice) => ({
        ...practice,
        completedOn: completions
          .filter((done) => done.practiceId === practice.id)
          .map((done) => done.date),
      })),
    versions: versions.filter(
      (version) =>
        version.planId === plan.id &&
        (plan.healerId === userId || (version.snapshot as { status?: string }).status !== 'draft'),
    ),
  }));
}

export function exportedCheckIns(db: Executor, userId: string) {
  return db
    .select()
    .from(checkIns)
    .where(eq(checkIns.patientId, userId))
    .orderBy(asc(checkIns.weekStart));
}

/**
 * Session notes: a healer's own in full; a patient only the summaries shared with them, never
 * a private note (decision 056).
 */
export async function exportedSessionNotes(db: Executor, userId: string) {
  const written = await db
    .select()
    .from(appointmentNotes)
    .where(eq(appointmentNotes.healerId, userId));
  const shared = await db
    .select({
      appointmentId: appointmentNotes.appointmentId,
      healerId: appointmentNotes.healerId,
      sharedSummary: appointmentNotes.sharedSummary,
      updatedAt: appointmentNotes.updatedAt,
    })
    .from(appointmentNotes)
    .where(and(eq(appointmentNotes.patientId, userId), isNotNull(appointmentNotes.sharedSummary)));
  return { written, shared };
}

/** Sessions without their tokens. */
export function exportedSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}

export function exportedAccessLog(db: Executor, userId: string) {
  return db
    .select()
    .from(accessLog)
    .where(eq(accessLog.ownerId, userId))
    .orderBy(asc(accessLog.createdAt));
}

/** A new export being built, or the one already being built (one at a time per user). */
export async function startExport(db: Executor, userId: string) {
  const [created] = await db
    .insert(dataExports)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ id: dataExports.id });
  if (created) return { id: created.id, created: true };
  const [building] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')));
  if (!building) throw new Error('data export conflict without a building export');
  return { id: building.id, created: false };
}

export async function findExport(db: Executor, id: string) {
  const [row] = await db
    .select({ id: dataExports.id, userId: dataExports.userId, status: dataExports.status })
    .from(dataExports)
    .where(eq(dataExports.id, id));
  return row;
}

/** Stores the archive with a (new) link: a retried email gets a fresh token. */
export async function markExportReady(
  db: Executor,
  id: string,
  archive: Buffer | null,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .update(dataExports)
    .set({ status: 'ready', ...(archive && { archive }), tokenHash, expiresAt })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['building', 'ready'])));
}

/**
 * The one download: the archive of a ready, unexpired export with this token hash, which stops
 * being downloadable in the same statement (the bytes are dropped).
 */
export async function takeExport(db: Executor, tokenHash: string) {
  const result = await db.execute<{ archive: Buffer; user_id: string }>(sql`
    with hit as (
      select id, archive, user_id from data_exports
       where token_hash = ${tokenHash} and status = 'ready' and expires_at > now()
       for update)
    update data_exports d
       set status = 'downloaded', archive = null, downloaded_at = now()
      from hit where d.id = hit.id
    returning hit.archive, hit.user_id`);
  const row = result.rows[0];
  return row ? { archive: Buffer.from(row.archive), userId: row.user_id } : undefined;
}

/** Drops the bytes of exports past their 24 hours (the maintenance job). */
export async function expireExports(db: Executor, now: Date) {
  const expired = await db
    .update(dataExports)
    .set({ status: 'expired', archive: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return expired.length;
}
