import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { utcToday } from './verification.dto';
import {
  currentCredentials,
  deleteCredentialFile,
  findCredential,
  lockVerification,
  updateVerification,
} from './verification.queries';

export const credentialNotFound = () => notFound('Credential not found');

/**
 * Removes one of the healer's credentials and its document, unless a review is waiting on it or
 * the badge rests on it (pending or verified).
 */
export async function removeCredential(db: Db, healerId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw credentialNotFound();
  await db.transaction(async (tx) => {
    const verification = await lockVerification(tx, healerId);
    const row = await findCredential(tx, id, healerId);
    if (!row) throw credentialNotFound();
    if (verification.status === 'pending' || verification.status === 'verified')
      throw conflict(
        verification.status === 'pending'
          ? 'This credential is being reviewed and cannot be removed now'
          : 'Your Verified badge rests on this credential; it cannot be removed',
        'credential_in_use',
      );
    await deleteCredentialFile(tx, row.credential.fileId);
  });
}

/** The healer asks for a review: unverified or rejected → pending, with a current credential. */
export async function submitVerification(db: Db, healerId: string) {
  return db.transaction(async (tx) => {
    const verification = await lockVerification(tx, healerId);
    if (verification.status === 'pending')
      throw conflict('Your credentials are already waiting for review', 'already_pending');
    if (verification.status === 'verified')
      throw conflict('You are already verified', 'already_verified');
    const current = await currentCredentials(tx, healerId, utcToday());
    if (current.count === 0)
      throw conflict(
        'Please upload at least one current licence or certificate first',
        'no_credentials',
      );
    return updateVerification(tx, healerId, {
      status: 'pending',
      submittedAt: new Date(),
      note: null,
      decidedAt: null,
      decidedBy: null,
      verifiedUntil: null,
    });
  });
}
