import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { Viewer } from '../auth/require-user';
import { fileIdFromUrl, fileUrl } from '../files/file-url';
import { deleteOwnedFile, saveFile } from '../files/files.queries';
import { detectImageType } from '../files/image-type';
import type { ProfileRow } from './profiles.dto';
import { updateProfile } from './profiles.queries';

const unsupportedImage = () =>
  new ApiError(400, 'unsupported_image', 'Please upload a PNG, JPEG or WebP image');

/**
 * Stores the image (PNG, JPEG or WebP by its bytes), points the profile at it and deletes the
 * previous avatar, in one transaction.
 */
export async function uploadAvatar(
  db: Db,
  viewer: Viewer,
  data: Buffer,
): Promise<ProfileRow | undefined> {
  const contentType = detectImageType(data);
  if (!contentType || data.byteLength === 0) throw unsupportedImage();
  const previous = fileIdFromUrl(viewer.profile.profilePictureUrl);
  return db.transaction(async (tx) => {
    const id = await saveFile(tx, { ownerId: viewer.userId, contentType, data });
    const updated = await updateProfile(tx, viewer.userId, { profilePictureUrl: fileUrl(id) });
    if (previous) await deleteOwnedFile(tx, previous, viewer.userId);
    return updated;
  });
}
