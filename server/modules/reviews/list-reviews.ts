import { z } from 'zod';
import type { ReviewList } from '@contract/reviews';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { toPublicReview, toReviewSummary } from './reviews.dto';
import { ratingFigures, reviewPageQuery } from './reviews.queries';

const reviewCursor = cursorCodec(z.strictObject({ t: cursorFields.time, i: cursorFields.uuid }));

/**
 * One page of a healer's visible reviews, newest first; the first page also carries the rating
 * distribution, counted from the same rows.
 */
export async function listReviews(
  db: Db,
  healerId: string,
  query: { limit: number; cursor?: string },
): Promise<ReviewList> {
  const cursor = query.cursor ? reviewCursor.decode(query.cursor) : undefined;
  const [rows, figures] = await Promise.all([
    reviewPageQuery(db, healerId, query.limit, cursor),
    cursor ? undefined : ratingFigures(db, healerId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toPublicReview),
    next_cursor:
      rows.length > query.limit && last
        ? reviewCursor.encode({ t: last.review.createdAt.toISOString(), i: last.review.id })
        : null,
    summary: figures ? toReviewSummary(figures) : null,
  };
}
