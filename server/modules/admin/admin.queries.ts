import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminUserQuery } from '@contract/admin';
import type { Db, Executor } from '../../db/client';
import {
  appointments,
  healerVerifications,
  profiles,
  reviewReports,
  reviews,
  sessions,
  users,
} from '../../db/schema';

/** Where a page ended: the last row's time (as PostgreSQL wrote it, to the microsecond) and id. */
export interface TimePosition {
  t: string;
  i: string;
}

/** A timestamp as exact ISO text, so that a cursor carries it back without losing microseconds. */
const exactTime = (column: SQL | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What the console shows of an account. */
const userColumns = {
  id: users.id,
  email: users.email,
  createdAt: users.createdAt,
  createdAtText: exactTime(users.createdAt),
  name: profiles.usrName,
  role: profiles.role,
  verified: profiles.verified,
  suspendedAt: profiles.suspendedAt,
  suspensionReason: profiles.suspensionReason,
};

/** `%`, `_` and `\` are LIKE syntax; escaped, the admin's text matches only itself. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A page of accounts, newest first, matching a name or email part, a role and a state. */
export function userPageQuery(
  db: Db,
  filters: Pick<AdminUserQuery, 'q' | 'role' | 'status'>,
  limit: number,
  after?: TimePosition,
) {
  const conditions: Array<SQL | undefined> = [
    filters.q
      ? or(
          sql`lower(${users.email}) like ${containing(filters.q)}`,
          sql`lower(${profiles.usrName}) like ${containing(filters.q)}`,
        )
      : undefined,
    filters.role ? eq(profiles.role, filters.role) : undefined,
    filters.status === 'suspended' ? isNotNull(profiles.suspendedAt) : undefined,
    filters.status === 'active' ? isNull(profiles.suspendedAt) : undefined,
    after
      ? sql`(${users.createdAt}, ${users.id}) < (${after.t}::timestamptz, ${after.i})`
      : undefined,
  ];
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
    .limit(limit + 1);
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

const otherUser = alias(users, 'other_user');
const otherProfile = alias(profiles, 'other_profile');

/**
 * The user's scheduled sessions and open booking requests (issue 13) that have not ended,
 * soonest first, with the other party's name and email: who an admin contacts after a suspension.
 */
export function upcomingAppointmentsOf(db: Executor, userId: string, now: Date) {
  const other = sql`case when ${appointments.patientId} = ${userId} then ${appointments.healerId} else ${appointments.patientId} end`;
  return db
    .select({
      appointment: appointments,
      otherId: otherUser.id,
      otherEmail: otherUser.email,
      otherName: otherProfile.usrName,
    })
    .from(appointments)
    .innerJoin(otherUser, eq(otherUser.id, other))
    .leftJoin(otherProfile, eq(otherProfile.userId, otherUser.id))
    .where(
      and(
        or(eq(appointments.patientId, userId), eq(appointments.healerId, userId)),
        inArray(appointments.status, ['scheduled', 'pending']),
        gt(appointments.endsAt, now),
      ),
    )
    .orderBy(asc(appointments.scheduledAt))
    .limit(200);
}

/** Suspends the account unless it already is; answers whether it changed anything. */
export async function markSuspended(tx: Executor, userId: string, reason: string) {
  const rows = await tx
    .update(profiles)
    .set({ suspendedAt: sql`now()`, suspensionReason: reason, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), isNull(profiles.suspendedAt)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

export async function markUnsuspended(tx: Executor, userId: string) {
  const rows = await tx
    .update(profiles)
    .set({ suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, userId), isNotNull(profiles.suspendedAt)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** Ends every session of the user at once. */
export async function deleteSessionsOf(tx: Executor, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

const author = alias(profiles, 'author');
const healer = alias(profiles, 'healer');
const reporter = alias(profiles, 'reporter');

const firstOpenReport = sql<string>`min(${reviewReports.createdAt})`;

/** Reviews with open reports, the longest reported first, plus one row. */
export function reportedReviewPageQuery(db: Db, limit: number, after?: TimePosition) {
  const firstReported = exactTime(firstOpenReport);
  return db
    .select({
      review: reviews,
      authorName: author.usrName,
      healerName: healer.usrName,
      firstReported,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .leftJoin(author, eq(author.userId, reviews.patientId))
    .leftJoin(healer, eq(healer.userId, reviews.healerId))
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviews.id, author.usrName, healer.usrName)
    .having(
      after
        ? sql`(${firstOpenReport}, ${reviews.id}) > (${after.t}::timestamptz, ${after.i}::uuid)`
        : undefined,
    )
    .orderBy(asc(firstOpenReport), asc(reviews.id))
    .limit(limit + 1);
}

/** The open reports of some reviews, oldest first, with the reporters' names. */
export function openReportsOf(db: Db, reviewIds: string[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({ report: reviewReports, reporterName: reporter.usrName })
    .from(reviewReports)
    .leftJoin(reporter, eq(reporter.userId, reviewReports.reporterId))
    .where(and(inArray(reviewReports.reviewId, reviewIds), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
}

/** Hides or shows a review (the rating trigger follows); answers whether it changed. */
export async function setReviewHidden(tx: Executor, reviewId: string, hidden: boolean) {
  const rows = await tx
    .update(reviews)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(
      and(
        eq(reviews.id, reviewId),
        hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt),
      ),
    )
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Closes the review's open reports with the admin's decision; answers how many. */
export async function resolveReports(
  tx: Executor,
  reviewId: string,
  resolution: 'hidden' | 'kept',
) {
  const rows = await tx
    .update(reviewReports)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return rows.length;
}

/**
 * Sign-ups, bookings, cancellations and completed sessions per week (Monday, UTC) for the last
 * `weeks` weeks, the current one included: one statement, one pass over each table's window.
 * Bookings count in the week they were made; a booking request (issue 13) counts once it has
 * been accepted, never while pending or once declined or expired. Cancellations count in the
 * week they happened (a cancelled session changes no more after), completions in the week of the
 * session.
 */
export async function weeklyActivity(db: Db, weeks: number) {
  const week = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')`);
  const result = await db.execute<{
    week_start: string;
    signups: number;
    bookings: number;
    cancellations: number;
    completions: number;
  }>(sql`
    with series as (
      select generate_series(
        date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${weeks - 1}),
        date_trunc('week', now() at time zone 'UTC'),
        interval '1 week'
      ) as week_start
    ), since as (select min(week_start) at time zone 'UTC' as at from series),
    signups as (
      select ${week('created_at')} as w, count(*) as n from ${users}
       where created_at >= (select at from since) group by 1
    ), bookings as (
      select ${week('created_at')} as w, count(*) as n from ${appointments}
       where created_at >= (select at from since)
         and status not in ('pending', 'declined', 'expired') group by 1
    ), cancellations as (
      select ${week('updated_at')} as w, count(*) as n from ${appointments}
       where status = 'cancelled' and updated_at >= (select at from since) group by 1
    ), completions as (
      select ${week('scheduled_at')} as w, count(*) as n from ${appointments}
       where status = 'completed' and scheduled_at >= (select at from since) group by 1
    )
    select to_char(s.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(signups.n, 0)::int as signups,
      coalesce(bookings.n, 0)::int as bookings,
      coalesce(cancellations.n, 0)::int as cancellations,
      coalesce(completions.n, 0)::int as completions
    from series s
      left join signups on signups.w = s.week_start
      left join bookings on bookings.w = s.week_start
      left join cancellations on cancellations.w = s.week_start
      left join completions on completions.w = s.week_start
    order by s.week_start`);
  return result.rows;
}

/** The console's headline counts. */
export async function adminTotals(db: Db) {
  const [row] = (
    await db.execute<{
      users: number;
      healers: number;
      verified_healers: number;
      pending_verifications: number;
      open_reports: number;
      suspended_users: number;
    }>(sql`
      select
        (select count(*) from ${users})::int as users,
        (select count(*) from ${profiles} where role = 'healer')::int as healers,
        (select count(*) from ${profiles} where role = 'healer' and verified)::int as verified_healers,
        (select count(*) from ${healerVerifications} where status = 'pending')::int as pending_verifications,
        (select count(distinct review_id) from ${reviewReports} where resolved_at is null)::int as open_reports,
        (select count(*) from ${profiles} where suspended_at is not null)::int as suspended_users`)
  ).rows;
  return row!;
}
