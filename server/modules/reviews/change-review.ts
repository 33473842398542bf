import { REVIEW_EDIT_DAYS } from '@contract/constants';
import type { UpdateReviewSchema } from '@contract/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ReviewWithAuthor } from './reviews.dto';
import { deleteOwnReview, findReview, updateOwnReview } from './reviews.queries';

type ReviewChange = z.output<typeof UpdateReviewSchema>;

export const reviewNotFound = () => notFound('Review not found');

/** The author's review by id: 404 for every other caller. */
export async function findOwnReview(db: Db, id: string, patientId: string) {
  const row = isUuid(id) ? await findReview(db, id) : undefined;
  if (!row || row.review.patientId !== patientId) throw reviewNotFound();
  return row;
}

/**
 * Applies the author's change while the review is inside its edit window; the window and the
 * authorship are part of the UPDATE, so a change cannot slip past either.
 */
export async function updateReview(
  db: Db,
  id: string,
  patientId: string,
  change: ReviewChange,
  now = new Date(),
): Promise<ReviewWithAuthor> {
  if (!isUuid(id)) throw reviewNotFound();
  const writtenAfter = new Date(now.getTime() - REVIEW_EDIT_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const updated = await updateOwnReview(
      tx,
      id,
      patientId,
      {
        ...(change.rating !== undefined && { rating: change.rating }),
        ...(change.text !== undefined && { body: change.text }),
        ...(change.would_recommend !== undefined && { wouldRecommend: change.would_recommend }),
      },
      writtenAfter,
    );
    const row = await findReview(tx, id);
    if (!row || row.review.patientId !== patientId) throw reviewNotFound();
    if (!updated)
      throw conflict(
        `Reviews can be edited for ${REVIEW_EDIT_DAYS} days after they are written`,
        'edit_window_closed',
      );
    return row;
  });
}

/** The author removes their review at any time; the healer's figures follow (trigger). */
export async function deleteReview(db: Db, id: string, patientId: string): Promise<void> {
  if (!isUuid(id)) throw reviewNotFound();
  const deleted = await db.transaction((tx) => deleteOwnReview(tx, id, patientId));
  if (!deleted) throw reviewNotFound();
}
