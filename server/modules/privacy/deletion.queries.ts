import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DELETED_USER_NAME, erasedEmail } from './privacy.dto';

/*
 * Account deletion (decision 053): the request and its grace period live on the profile; the
 * erasure keeps the users and profiles rows (the counterparts' appointments and conversations
 * point at them) with every personal field replaced, and deletes what only the user had.
 */

/** Starts the grace period, or answers the running one. */
export async function markDeletionRequested(db: Executor, userId: string, dueAt: Date) {
  const result = await db.execute<{ due: Date }>(sql`
    update profiles set deletion_due_at = coalesce(deletion_due_at, ${dueAt.toISOString()}::timestamptz),
                        updated_at = now()
     where user_id = ${userId} and deleted_at is null
    returning deletion_due_at as due`);
  const due = result.rows[0]?.due;
  return due ? new Date(due) : undefined;
}

/** Ends a pending request (a sign-in); true when there was one. */
export async function clearDeletionRequest(db: Executor, userId: string) {
  const result = await db.execute(sql`
    update profiles set deletion_due_at = null, updated_at = now()
     where user_id = ${userId} and deletion_due_at is not null and deleted_at is null`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Claims a due erasure: marks the profile deleted, once, only while the request still stands
 * and its time has come. Answers the account's email and name as they were, or undefined.
 */
export async function claimErasure(db: Executor, userId: string) {
  const result = await db.execute<{ email: string; name: string; role: string }>(sql`
    update profiles p set deleted_at = now(), deletion_due_at = null
      from users u
     where p.user_id = ${userId} and u.id = p.user_id
       and p.deletion_due_at <= now() and p.deleted_at is null
    returning u.email, u.name, u.role`);
  return result.rows[0];
}

/** Every personal field of the account replaced; the rows stay for the counterparts. */
export async function anonymizeAccount(db: Executor, userId: string) {
  await db.execute(sql`
    update users set name = ${DELETED_USER_NAME}, email = ${erasedEmail(userId)},
                     email_verified = false, image = null, two_factor_enabled = false,
                     updated_at = now()
     where id = ${userId}`);
  await db.execute(sql`
    update profiles set usr_name = ${DELETED_USER_NAME}, professional_title = null,
           profile_picture_url = null, bio = null, location = null, languages = '{}',
           experience_years = null, consultation_fee = null, consultation_modes = '{}',
           specialties = '{}', certifications = '{}', categories = '{}', date_of_birth = null,
           gender = null, suspension_reason = null, updated_at = now()
     where user_id = ${userId}`);
}

/**
 * What only the user had: sign-ins, files, health records, preferences, their own log. The
 * admins' audit log is append-only by design (decision 036) and keeps its entries about the
 * account (a suspension names it): the one exception, stated on the privacy page.
 */
export async function deleteOwnRows(db: Executor, userId: string, email: string) {
  const statements = [
    sql`delete from sessions where user_id = ${userId}`,
    sql`delete from accounts where user_id = ${userId}`,
    sql`delete from two_factors where user_id = ${userId}`,
    sql`delete from passkeys where user_id = ${userId}`,
    sql`delete from healer_credentials where healer_id = ${userId}`,
    sql`delete from healer_verifications where healer_id = ${userId}`,
    sql`delete from stored_files where owner_id = ${userId}`,
    sql`delete from medications where patient_id = ${userId}`,
    sql`delete from notification_preferences where user_id = ${userId}`,
    sql`delete from calendar_feeds where user_id = ${userId}`,
    sql`delete from healer_availability where healer_id = ${userId}`,
    sql`delete from availability_overrides where healer_id = ${userId}`,
    sql`delete from review_reports where reporter_id = ${userId}`,
    sql`delete from reviews where patient_id = ${userId} or healer_id = ${userId}`,
    sql`delete from access_log where owner_id = ${userId}`,
    sql`delete from data_exports where user_id = ${userId}`,
    sql`delete from newsletter_subscriptions where lower(email) = lower(${email})`,
    sql`delete from dev_outbox where lower("to") = lower(${email})`,
  ];
  for (const statement of statements) await db.execute(statement);
}

/**
 * The counterparts' notifications keep what happened, but name the account "Deleted user"
 * (a booking notice carries the other person's name).
 */
export async function renameInOthersNotifications(db: Executor, userId: string, name: string) {
  await db.execute(sql`
    update notifications
       set title = replace(title, ${name}, ${DELETED_USER_NAME}),
           body = replace(body, ${name}, ${DELETED_USER_NAME})
     where user_id <> ${userId}
       and (strpos(title, ${name}) > 0 or strpos(body, ${name}) > 0)`);
}

/** The user's notifications (after the cancellations wrote theirs). */
export async function deleteNotificationsOf(db: Executor, userId: string) {
  await db.execute(sql`delete from notifications where user_id = ${userId}`);
}

/** Cancels the user's sessions still to come (either side); answers them. */
export async function cancelFutureAppointments(db: Executor, userId: string) {
  const result = await db.execute<{ id: string; patient_id: string; healer_id: string }>(sql`
    update appointments
       set status = 'cancelled', cancelled_by = ${userId},
           cancellation_reason = 'The other person deleted their account',
           status_changed_by = case when patient_id = ${userId} then 'patient' else 'healer' end,
           updated_at = now()
     where (patient_id = ${userId} or healer_id = ${userId})
       and status in ('scheduled', 'pending') and scheduled_at > now()
    returning id, patient_id, healer_id`);
  return result.rows;
}
