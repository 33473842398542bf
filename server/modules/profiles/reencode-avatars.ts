import { z } from 'zod';
import type { Db } from '../../db/client';
import { defineJob, handleJob, type JobQueue } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { fileUrl } from '../files/file-url';
import { deleteOwnedFile, saveFile } from '../files/files.queries';
import { reencodeImage } from '../files/reencode-image';
import {
  avatarsStoredBefore,
  clearReencodeCutoff,
  findReencodeCutoff,
  lockProfilePicture,
  updateProfile,
} from './profiles.queries';

/**
 * The one-off re-encoding of avatars stored before uploads were re-encoded (migration 0010 set
 * the cutoff). Each avatar becomes a new file (a new URL, so no cache keeps serving the old
 * bytes) and the old one is deleted; one that does not decode is removed and the profile shows
 * initials. Idempotent: a re-encoded avatar is newer than the cutoff, so a retry or a second
 * run skips it; when none is left the cutoff is deleted and the job is not enqueued again.
 */
export const reencodeAvatarsJob = defineJob('reencode-avatars', z.object({}), { maxAttempts: 5 });

const BATCH = 20;

/** At start-up: enqueue the job while the cutoff is there (one pending job, whatever the instances). */
export async function enqueuePendingAvatarReencoding(db: Db, jobs: JobQueue) {
  if (await findReencodeCutoff(db))
    await jobs.enqueue(reencodeAvatarsJob, {}, { key: reencodeAvatarsJob.name });
}

export function reencodeAvatarsHandler(db: Db, logger: Logger) {
  return handleJob(reencodeAvatarsJob, async () => {
    const cutoff = await findReencodeCutoff(db);
    if (!cutoff) return;
    const counts = { reencoded: 0, removed: 0 };
    for (;;) {
      const batch = await avatarsStoredBefore(db, cutoff, BATCH);
      if (!batch.length) break;
      for (const file of batch) counts[await reencodeAvatar(db, file)] += 1;
    }
    await clearReencodeCutoff(db);
    logger.info(counts, 'stored avatars re-encoded');
  });
}

/** Decoding runs outside the transaction; the swap locks the profile, as an upload does. */
async function reencodeAvatar(db: Db, file: { id: string; ownerId: string; data: Buffer }) {
  const image = await reencodeImage(file.data);
  const oldUrl = fileUrl(file.id);
  await db.transaction(async (tx) => {
    // The owner replaced it meanwhile: their upload deleted this file already.
    if ((await lockProfilePicture(tx, file.ownerId)) !== oldUrl) return;
    const newUrl = image
      ? fileUrl(
          await saveFile(tx, {
            ownerId: file.ownerId,
            contentType: image.contentType,
            data: image.data,
          }),
        )
      : null;
    await updateProfile(tx, file.ownerId, { profilePictureUrl: newUrl });
    await deleteOwnedFile(tx, file.id, file.ownerId);
  });
  return image ? ('reencoded' as const) : ('removed' as const);
}
