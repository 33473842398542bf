import type { VerificationDecisionSchema } from '@contract/verification';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { actorFields, recordAction, type Actor } from '../audit/audit.queries';
import { utcToday } from './verification.dto';
import {
  currentCredentials,
  findHealerName,
  lockExistingVerification,
  updateVerification,
} from './verification.queries';

type Decision = z.output<typeof VerificationDecisionSchema>;

/**
 * An admin approves or rejects a pending verification, with the note the healer will read.
 * Approval lasts until the earliest expiry among the healer's current credentials (the daily
 * job drops the badge then). The decision and its audit entry commit together.
 */
export async function decideVerification(
  db: Db,
  admin: Actor,
  healerId: string,
  decision: Decision,
) {
  return db.transaction(async (tx) => {
    const name = await findHealerName(tx, healerId);
    const verification = name ? await lockExistingVerification(tx, healerId) : undefined;
    if (!name || !verification) throw notFound('No verification request for this healer');
    if (verification.status !== 'pending')
      throw conflict(
        `This healer's verification is ${verification.status}, not pending`,
        'not_pending',
      );
    let verifiedUntil: string | null = null;
    if (decision.decision === 'approve') {
      const current = await currentCredentials(tx, healerId, utcToday());
      if (current.count === 0)
        throw conflict('Every credential of this healer has expired', 'no_current_credentials');
      verifiedUntil = current.earliestExpiry;
    }
    const updated = await updateVerification(tx, healerId, {
      status: decision.decision === 'approve' ? 'verified' : 'rejected',
      note: decision.note,
      decidedAt: new Date(),
      decidedBy: admin.userId,
      verifiedUntil,
    });
    await recordAction(tx, {
      ...actorFields(admin),
      action: decision.decision === 'approve' ? 'verification.approve' : 'verification.reject',
      targetType: 'healer',
      targetId: healerId,
      targetLabel: name,
      reason: decision.note,
    });
    return updated;
  });
}
