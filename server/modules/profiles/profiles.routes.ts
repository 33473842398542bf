import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ProfileSchema, UpdateProfileSchema } from '@contract/profiles';
import { profiles, users } from '../../db/schema';
import { ApiError, errorBody } from '../../lib/errors';
import { errorResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser, type ViewerEnv } from '../auth/require-user';
import { deleteOwnedFile, fileIdFromUrl, fileUrl, saveFile } from '../files/file-store';
import { detectImageType } from '../files/image-type';
import { HEALER_ONLY_FIELDS, toProfileChanges } from './profile-update';
import { toProfileDto } from './profile-dto';

export const AVATAR_PATH = '/api/me/avatar';
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
const MAX_AVATAR_BODY_BYTES = MAX_AVATAR_BYTES + 64 * 1024;
const AVATAR_TOO_LARGE = 'Image must be at most 2 MB';

const avatarBodyLimit = bodyLimit({
  maxSize: MAX_AVATAR_BODY_BYTES,
  onError: (c) => c.json(errorBody('payload_too_large', AVATAR_TOO_LARGE), 413),
}) as MiddlewareHandler<ViewerEnv>;

const profileResponse = {
  description: 'The updated profile',
  content: { 'application/json': { schema: ProfileSchema } },
};

const updateProfile = createRoute({
  method: 'patch',
  path: '/me/profile',
  tags: ['accounts'],
  summary: "Partial update of the caller's own profile",
  description:
    'Unknown fields and role, rating_average, reviews_count, user_id are rejected. Healer-only ' +
    `fields (${HEALER_ONLY_FIELDS.join(', ')}) are rejected for patients.`,
  middleware: [requireUser] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: UpdateProfileSchema } } },
  },
  responses: {
    200: profileResponse,
    400: errorResponse('Invalid field, unknown field or a field the caller may not set'),
    401: errorResponse('Not signed in'),
  },
});

const uploadAvatar = createRoute({
  method: 'post',
  path: '/me/avatar',
  tags: ['accounts'],
  summary: 'Upload a profile picture (PNG, JPEG or WebP, at most 2 MB; checked by content)',
  middleware: [requireUser, avatarBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          // Checked in the handler (by content, not by the declared type).
          schema: z.object({
            file: z
              .custom<File>((value) => value instanceof File, { error: 'Attach an image file' })
              .meta({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    200: profileResponse,
    400: errorResponse('No file, or not a PNG, JPEG or WebP image (code unsupported_image)'),
    401: errorResponse('Not signed in'),
    413: errorResponse('Larger than 2 MB'),
  },
});

const unsupportedImage = () =>
  new ApiError(400, 'unsupported_image', 'Please upload a PNG, JPEG or WebP image');

export const profileRoutes = createRouter()
  .openapi(updateProfile, async (c) => {
    const { viewer } = c.var;
    const update = c.req.valid('json');
    if (viewer.profile.role !== 'healer') {
      const field = HEALER_ONLY_FIELDS.find((name) => update[name] !== undefined);
      if (field)
        throw new ApiError(400, 'field_not_allowed', `${field}: Only healers can set this field`);
    }
    const changes = toProfileChanges(update);
    if (!Object.keys(changes).length) return c.json(toProfileDto(viewer.profile), 200);
    const row = await c.var.database.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(profiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(profiles.userId, viewer.userId))
        .returning();
      // users.name is what the auth library shows and mails; it follows the profile's name.
      if (changes.usrName !== undefined)
        await tx
          .update(users)
          .set({ name: changes.usrName, updatedAt: sql`now()` })
          .where(eq(users.id, viewer.userId));
      return updated;
    });
    if (!row) throw new ApiError(401, 'unauthorized', 'You must be logged in');
    return c.json(toProfileDto(row), 200);
  })
  .openapi(uploadAvatar, async (c) => {
    const { viewer } = c.var;
    const file: unknown = c.req.valid('form').file;
    if (!(file instanceof File))
      throw new ApiError(400, 'invalid_request', 'file: Attach an image file');
    if (file.size > MAX_AVATAR_BYTES)
      throw new ApiError(413, 'payload_too_large', AVATAR_TOO_LARGE);
    const data = Buffer.from(await file.arrayBuffer());
    const contentType = detectImageType(data);
    if (!contentType || data.byteLength === 0) throw unsupportedImage();
    const previous = fileIdFromUrl(viewer.profile.profilePictureUrl);
    const row = await c.var.database.db.transaction(async (tx) => {
      const id = await saveFile(tx, { ownerId: viewer.userId, contentType, data });
      const [updated] = await tx
        .update(profiles)
        .set({ profilePictureUrl: fileUrl(id), updatedAt: sql`now()` })
        .where(eq(profiles.userId, viewer.userId))
        .returning();
      if (previous) await deleteOwnedFile(tx, previous, viewer.userId);
      return updated;
    });
    if (!row) throw new ApiError(401, 'unauthorized', 'You must be logged in');
    return c.json(toProfileDto(row), 200);
  });
