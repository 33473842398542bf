import { REVIEW_EDIT_DAYS } from '@contract/constants';
import type { PublicReview, Review, ReviewSummary } from '@contract/reviews';
import type { reviews } from '../../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with its author's profile name, read in the same statement. */
export interface ReviewWithAuthor {
  review: ReviewRow;
  authorName: string | null;
}

const DAY_MS = 86_400_000;

/**
 * What the public sees of a reviewer: the first name and the last name's initial ("Alex M."),
 * or the first name alone when there is only one word.
 */
export function reviewerName(fullName: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'Patient';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/** The end of a review's edit window. */
export const editableUntil = (review: Pick<ReviewRow, 'createdAt'>) =>
  new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

export function toPublicReview({ review, authorName }: ReviewWithAuthor): PublicReview {
  return {
    id: review.id,
    healer_id: review.healerId,
    rating: review.rating,
    text: review.body,
    would_recommend: review.wouldRecommend,
    reviewer_name: reviewerName(authorName),
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    reply:
      review.replyBody !== null && review.repliedAt
        ? { text: review.replyBody, created_at: review.repliedAt.toISOString() }
        : null,
  };
}

export function toReview(row: ReviewWithAuthor): Review {
  return {
    ...toPublicReview(row),
    appointment_id: row.review.appointmentId,
    editable_until: editableUntil(row.review).toISOString(),
    hidden: row.review.hiddenAt !== null,
  };
}

export interface RatingFigure {
  rating: number;
  count: number;
  recommends: number;
  answered: number;
}

/** The profile's figures from the per-rating counts (which are the rows themselves). */
export function toReviewSummary(figures: RatingFigure[]): ReviewSummary {
  const distribution = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  let recommends = 0;
  let answered = 0;
  for (const figure of figures) {
    distribution[figure.rating - 1] = figure.count;
    count += figure.count;
    sum += figure.rating * figure.count;
    recommends += figure.recommends;
    answered += figure.answered;
  }
  return {
    rating_average: count === 0 ? 0 : sum / count,
    reviews_count: count,
    distribution,
    recommend_percent: answered === 0 ? null : Math.round((100 * recommends) / answered),
  };
}
