import type { ModerateReviewSchema } from '@contract/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { actorFields, recordAction, type Actor } from '../audit/audit.queries';
import { findReview } from '../reviews/reviews.queries';
import { resolveReports, setReviewHidden } from './admin.queries';

type Moderation = z.output<typeof ModerateReviewSchema>;

const reviewNotFound = () => notFound('Review not found');

/**
 * An admin hides a reported review (it leaves the profile and the healer's figures) or keeps it
 * (shown again if it was hidden); its open reports close with that decision, and the decision
 * and its reason go to the audit log, all in one transaction.
 */
export async function moderateReview(db: Db, admin: Actor, id: string, moderation: Moderation) {
  if (!isUuid(id)) throw reviewNotFound();
  const hide = moderation.decision === 'hide';
  return db.transaction(async (tx) => {
    const row = await findReview(tx, id);
    if (!row) throw reviewNotFound();
    const changed = await setReviewHidden(tx, id, hide);
    const resolved = await resolveReports(tx, id, hide ? 'hidden' : 'kept');
    if (!changed && resolved === 0)
      throw conflict(
        hide ? 'This review is already hidden' : 'This review is shown and has no open reports',
        'nothing_to_moderate',
      );
    const excerpt = row.review.body ? ` "${[...row.review.body].slice(0, 80).join('')}"` : '';
    await recordAction(tx, {
      ...actorFields(admin),
      action: hide ? 'review.hide' : 'review.keep',
      targetType: 'review',
      targetId: id,
      targetLabel: `${row.review.rating}★ by ${row.authorName ?? 'a patient'}${excerpt}`,
      reason: moderation.reason,
    });
    return { hidden: hide, resolvedReports: resolved };
  });
}
