import type { Db } from '../../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import { conflict, forbidden } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { reviewNotFound } from './change-review';
import { findReview, insertReport } from './reviews.queries';

/**
 * Anyone signed in but the review's author may report a visible review, once; admins then hide
 * it or keep it (modules/admin).
 */
export async function reportReview(db: Db, id: string, reporterId: string, reason: string) {
  if (!isUuid(id)) throw reviewNotFound();
  const row = await findReview(db, id);
  if (!row || row.review.hiddenAt) throw reviewNotFound();
  if (row.review.patientId === reporterId) throw forbidden('You cannot report your own review');
  try {
    return await insertReport(db, { reviewId: id, reporterId, reason });
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION)
      throw conflict('You have already reported this review', 'already_reported');
    throw error;
  }
}
