import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { appointments, profiles, reviewReports, reviews } from '../../db/schema';
import type { ReviewWithAuthor } from './reviews.dto';

/** Where a page ended: the last review's time and id (the tie-breaker). */
export interface ReviewPosition {
  t: string;
  i: string;
}

/** The appointment a patient wants to review, if it is theirs. */
export async function findPatientsAppointment(tx: Executor, id: string, patientId: string) {
  const [row] = await tx
    .select({
      id: appointments.id,
      healerId: appointments.healerId,
      patientId: appointments.patientId,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.patientId, patientId)));
  return row;
}

export async function insertReview(tx: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  return row!.id;
}

/** Reviews with their author's display name (from the author's profile). */
function selectWithAuthor(db: Executor) {
  return db
    .select({ review: reviews, authorName: profiles.usrName })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.patientId));
}

export async function findReview(db: Executor, id: string): Promise<ReviewWithAuthor | undefined> {
  const [row] = await selectWithAuthor(db).where(eq(reviews.id, id));
  return row;
}

const visible = isNull(reviews.hiddenAt);

/** One page of a healer's visible reviews, newest first, plus one row (to know if more follow). */
export function reviewPageQuery(
  db: Db,
  healerId: string,
  limit: number,
  after: ReviewPosition | undefined,
) {
  const base = and(eq(reviews.healerId, healerId), visible);
  const position = after
    ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.t}::timestamptz, ${after.i}::uuid)`
    : undefined;
  return selectWithAuthor(db)
    .where(and(base, position))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
}

/**
 * How many visible reviews gave each rating, and how many (of how many) would recommend: an
 * index-only scan of reviews_healer_rating_idx. Unexecuted, so it can be EXPLAINed.
 */
export function ratingFigures(db: Db, healerId: string) {
  return db
    .select({
      rating: reviews.rating,
      count: sql<number>`count(*)::int`,
      recommends: sql<number>`count(*) filter (where ${reviews.wouldRecommend})::int`,
      answered: sql<number>`count(${reviews.wouldRecommend})::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.healerId, healerId), visible))
    .groupBy(reviews.rating);
}

/** The author's change, if the review is theirs and still inside its edit window. */
export async function updateOwnReview(
  tx: Executor,
  id: string,
  patientId: string,
  set: Partial<Pick<typeof reviews.$inferInsert, 'rating' | 'body' | 'wouldRecommend'>>,
  writtenAfter: Date,
) {
  const [row] = await tx
    .update(reviews)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        eq(reviews.id, id),
        eq(reviews.patientId, patientId),
        sql`${reviews.createdAt} > ${writtenAfter.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: reviews.id });
  return row;
}

export async function deleteOwnReview(tx: Executor, id: string, patientId: string) {
  const [row] = await tx
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.patientId, patientId)))
    .returning({ id: reviews.id });
  return row;
}

/**
 * Sets, replaces or removes the healer's reply. `expect` is the reply's state the change needs
 * (`none` to post the first one, `present` to change or remove it), checked in the statement.
 */
export async function writeReply(
  tx: Executor,
  id: string,
  healerId: string,
  text: string | null,
  expect: 'none' | 'present',
) {
  const [row] = await tx
    .update(reviews)
    .set({ replyBody: text, repliedAt: text === null ? null : sql`now()` })
    .where(
      and(
        eq(reviews.id, id),
        eq(reviews.healerId, healerId),
        expect === 'none' ? isNull(reviews.replyBody) : isNotNull(reviews.replyBody),
      ),
    )
    .returning({ id: reviews.id });
  return row;
}

export async function insertReport(
  tx: Executor,
  values: Pick<typeof reviewReports.$inferInsert, 'reviewId' | 'reporterId' | 'reason'>,
) {
  const [row] = await tx.insert(reviewReports).values(values).returning();
  return row!;
}

/** Healers whose stored figures differ from their visible review rows. */
export async function findDriftedHealers(db: Db): Promise<string[]> {
  const figures = db
    .select({
      healerId: reviews.healerId,
      count: sql<number>`count(*)::int`.as('count'),
      sum: sql<number>`sum(${reviews.rating})::int`.as('sum'),
    })
    .from(reviews)
    .where(visible)
    .groupBy(reviews.healerId)
    .as('figures');
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .leftJoin(figures, eq(figures.healerId, profiles.userId))
    .where(
      sql`${profiles.reviewsCount} <> coalesce(${figures.count}, 0)
        or ${profiles.ratingSum} <> coalesce(${figures.sum}, 0)
        or ${profiles.ratingAverage} <> ${averageOf(
          sql`coalesce(${figures.sum}, 0)`,
          sql`coalesce(${figures.count}, 0)`,
        )}`,
    );
  return rows.map((row) => row.userId);
}

/** The average as the trigger computes it (migration 0014). */
const averageOf = (sum: SQL, count: SQL) =>
  sql`case when ${count} = 0 then 0 else (${sum})::double precision / ${count} end`;

/**
 * Sets one healer's figures from their rows. The profile row is locked first, so the count runs
 * on a snapshot taken after every review write that got there before us has committed; a write
 * still in flight adds its increment after ours.
 */
export async function recountHealer(tx: Executor, healerId: string) {
  await tx.execute(
    sql`select 1 from ${profiles} where ${profiles.userId} = ${healerId} for update`,
  );
  const sum = sql`(select coalesce(sum(rating), 0) from reviews where healer_id = ${healerId} and hidden_at is null)`;
  const count = sql`(select count(*) from reviews where healer_id = ${healerId} and hidden_at is null)`;
  await tx
    .update(profiles)
    .set({
      ratingSum: sql`${sum}`,
      reviewsCount: sql`${count}`,
      ratingAverage: sql`${averageOf(sum, count)}`,
    })
    .where(eq(profiles.userId, healerId));
}
