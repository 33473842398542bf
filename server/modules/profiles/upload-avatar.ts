import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { Viewer } from '../auth/require-user';
import { fileIdFromUrl, fileUrl } from '../files/file-url';
import { deleteOwnedFile, saveFile } from '../files/files.queries';
import { reencodeImage } from '../files/reencode-image';
import type { ProfileRow } from './profiles.dto';
import { lockProfilePicture, updateProfile } from './profiles.queries';

export const unsupportedImage = () =>
  new ApiError(400, 'unsupported_image', 'Please upload a PNG, JPEG or WebP image');

/**
 * Re-encodes the image (files/reencode-image.ts: upright, at most 512 px, no metadata), stores
 * it, points the profile at it and deletes the previous avatar, in one transaction. The profile
 * row is locked first, so two uploads at once (or the re-encoding job) cannot orphan a file.
 */
export async function uploadAvatar(
  db: Db,
  viewer: Viewer,
  data: Buffer,
): Promise<ProfileRow | undefined> {
  const image = await reencodeImage(data);
  if (!image) throw unsupportedImage();
  return db.transaction(async (tx) => {
    const previous = fileIdFromUrl(await lockProfilePicture(tx, viewer.userId));
    const id = await saveFile(tx, {
      ownerId: viewer.userId,
      contentType: image.contentType,
      data: image.data,
    });
    const updated = await updateProfile(tx, viewer.userId, { profilePictureUrl: fileUrl(id) });
    if (previous) await deleteOwnedFile(tx, previous, viewer.userId);
    return updated;
  });
}
