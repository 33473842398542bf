import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { reviewNotFound } from './change-review';
import type { ReviewWithAuthor } from './reviews.dto';
import { findReview, writeReply } from './reviews.queries';

/**
 * `post`: the healer's one public reply (a second is refused; it can be edited instead);
 * `edit` and `remove` change or take back the reply there is.
 */
export type ReplyAction =
  { kind: 'post'; text: string } | { kind: 'edit'; text: string } | { kind: 'remove' };

/**
 * The reviewed healer writes, edits or removes their reply; the condition on the reply's state is
 * part of the UPDATE, so two concurrent first replies make one reply and one 409. The review's
 * author is told only the healer may reply; anyone else that the review does not exist.
 */
export async function replyToReview(
  db: Db,
  id: string,
  userId: string,
  action: ReplyAction,
): Promise<ReviewWithAuthor> {
  if (!isUuid(id)) throw reviewNotFound();
  return db.transaction(async (tx) => {
    const written = await writeReply(
      tx,
      id,
      userId,
      action.kind === 'remove' ? null : action.text,
      action.kind === 'post' ? 'none' : 'present',
    );
    const row = await findReview(tx, id);
    if (!row) throw reviewNotFound();
    if (row.review.healerId !== userId) {
      if (row.review.patientId === userId)
        throw forbidden('Only the healer who was reviewed can reply to a review');
      throw reviewNotFound();
    }
    if (!written)
      throw action.kind === 'post'
        ? conflict(
            'You have already replied to this review; edit your reply instead',
            'already_replied',
          )
        : conflict('There is no reply to this review yet', 'no_reply');
    return row;
  });
}
