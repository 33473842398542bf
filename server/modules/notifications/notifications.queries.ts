import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  appSettings,
  appointments,
  chats,
  notificationClaims,
  notificationPreferences,
  notifications,
  profiles,
  users,
} from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Who a notification goes to: address, name, zone, role and choices, in one statement. */
export interface RecipientRow {
  userId: string;
  email: string;
  name: string;
  timezone: string;
  role: 'patient' | 'healer' | 'admin';
  emailOff: string[] | null;
  inAppOff: string[] | null;
  reminderLeadMinutes: number[] | null;
}

export async function findRecipients(
  executor: Executor,
  userIds: string[],
): Promise<RecipientRow[]> {
  if (!userIds.length) return [];
  return executor
    .select({
      userId: users.id,
      email: users.email,
      name: profiles.usrName,
      timezone: profiles.timezone,
      role: profiles.role,
      emailOff: notificationPreferences.emailOff,
      inAppOff: notificationPreferences.inAppOff,
      reminderLeadMinutes: notificationPreferences.reminderLeadMinutes,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, userIds));
}

export async function insertNotifications(
  executor: Executor,
  rows: NewNotification[],
): Promise<Array<{ id: string; userId: string }>> {
  if (!rows.length) return [];
  return executor
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** Where a page ended: the last row's time and id. */
export interface NotificationPosition {
  t: string;
  i: string;
}

/** One page of the user's notifications, newest first, plus one row to tell if more follow. */
export function notificationPage(
  db: Db,
  userId: string,
  limit: number,
  after: NotificationPosition | undefined,
) {
  const mine = eq(notifications.userId, userId);
  const older = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(older ? and(mine, older) : mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** How many of these ids are the user's notifications. */
export async function countOwned(executor: Executor, userId: string, ids: string[]) {
  const [row] = await executor
    .select({ owned: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return row?.owned ?? 0;
}

/** Marks the user's unread notifications read: these ids, or all of them. */
export async function markNotificationsRead(
  executor: Executor,
  userId: string,
  ids: string[] | undefined,
): Promise<number> {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const rows = await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ids ? and(unread, inArray(notifications.id, ids)) : unread)
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findPreferencesRow(executor: Executor, userId: string) {
  const [row] = await executor
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function savePreferencesRow(
  executor: Executor,
  values: typeof notificationPreferences.$inferInsert,
) {
  const [row] = await executor
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        emailOff: values.emailOff,
        inAppOff: values.inAppOff,
        reminderLeadMinutes: values.reminderLeadMinutes,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/**
 * Claims a key that may be acted on once (a reminder, a digest): true for the one transaction
 * that inserts it; any other, concurrent or later, gets false (decision 027).
 */
export async function claimOnce(executor: Executor, key: string): Promise<boolean> {
  const rows = await executor
    .insert(notificationClaims)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: notificationClaims.key });
  return rows.length === 1;
}

/** The user's scheduled sessions still ahead (their reminders follow the user's lead times). */
export function upcomingSessionsOf(executor: Executor, userId: string, now: Date) {
  return executor
    .select({ id: appointments.id, scheduledAt: appointments.scheduledAt })
    .from(appointments)
    .where(
      and(
        or(eq(appointments.patientId, userId), eq(appointments.healerId, userId)),
        eq(appointments.status, 'scheduled'),
        gt(appointments.scheduledAt, now),
      ),
    );
}

/** One appointment by id (the notifier's, which acts for both parties). */
export async function findAppointmentRow(executor: Executor, id: string) {
  const [row] = await executor.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** A chat's unread count for one participant, its newest message's time and the other side. */
export async function findChatUnread(executor: Executor, chatId: string, userId: string) {
  const [chat] = await executor.select().from(chats).where(eq(chats.id, chatId));
  if (!chat || (chat.userLow !== userId && chat.userHigh !== userId)) return undefined;
  const isLow = chat.userLow === userId;
  return {
    unread: isLow ? chat.userLowUnread : chat.userHighUnread,
    lastMessageAt: chat.lastMessageAt,
    otherId: isLow ? chat.userHigh : chat.userLow,
  };
}

/** Set by migration 0018: reminders of sessions booked before notifications are yet to plan. */
export const PLAN_REMINDERS_SETTING = 'plan-session-reminders';

export async function remindersToPlan(executor: Executor): Promise<boolean> {
  const [row] = await executor
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, PLAN_REMINDERS_SETTING));
  return Boolean(row);
}

export async function clearRemindersToPlan(executor: Executor) {
  await executor.delete(appSettings).where(eq(appSettings.key, PLAN_REMINDERS_SETTING));
}

/** Scheduled sessions still ahead, a page at a time by id (the one-off planning job). */
export function scheduledSessionsAfter(
  executor: Executor,
  afterId: string | null,
  now: Date,
  limit: number,
) {
  return executor
    .select({
      id: appointments.id,
      scheduledAt: appointments.scheduledAt,
      patientId: appointments.patientId,
      healerId: appointments.healerId,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'scheduled'),
        gt(appointments.scheduledAt, now),
        afterId ? gt(appointments.id, afterId) : undefined,
      ),
    )
    .orderBy(appointments.id)
    .limit(limit);
}
