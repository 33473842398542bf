import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ProfileSchema, UpdateProfileSchema } from '@contract/profiles';
import { limitBody } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser, type ViewerEnv } from '../auth/require-user';
import { toProfileDto } from './profiles.dto';
import { HEALER_ONLY_FIELDS, updateOwnProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';

export const AVATAR_PATH = '/api/me/avatar';
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
const MAX_AVATAR_BODY_BYTES = MAX_AVATAR_BYTES + 64 * 1024;
const AVATAR_TOO_LARGE = 'Image must be at most 2 MB';

const avatarBodyLimit = limitBody(
  MAX_AVATAR_BODY_BYTES,
  AVATAR_TOO_LARGE,
) as MiddlewareHandler<ViewerEnv>;

const profileResponse = jsonResponse(ProfileSchema, 'The updated profile');

const updateProfile = createRoute({
  method: 'patch',
  path: '/me/profile',
  ...access.user,
  tags: ['accounts'],
  summary: "Partial update of the caller's own profile",
  description:
    'Unknown fields and role, rating_average, reviews_count, user_id are rejected. Healer-only ' +
    `fields (${HEALER_ONLY_FIELDS.join(', ')}) are rejected for patients.`,
  middleware: [requireUser] as const,
  request: {
    body: jsonBody(UpdateProfileSchema),
  },
  responses: {
    200: profileResponse,
    400: errorResponse('Invalid field, unknown field or a field the caller may not set'),
    401: errorResponse('Not signed in'),
  },
});

const uploadAvatarRoute = createRoute({
  method: 'post',
  path: '/me/avatar',
  ...access.user,
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

const signedOut = () => new ApiError(401, 'unauthorized', 'You must be logged in');

export const profileRoutes = createRouter()
  .openapi(updateProfile, async (c) => {
    const row = await updateOwnProfile(c.var.database.db, c.var.viewer, c.req.valid('json'));
    if (!row) throw signedOut();
    return c.json(toProfileDto(row), 200);
  })
  .openapi(uploadAvatarRoute, async (c) => {
    const file: unknown = c.req.valid('form').file;
    if (!(file instanceof File))
      throw new ApiError(400, 'invalid_request', 'file: Attach an image file');
    if (file.size > MAX_AVATAR_BYTES)
      throw new ApiError(413, 'payload_too_large', AVATAR_TOO_LARGE);
    const data = Buffer.from(await file.arrayBuffer());
    const row = await uploadAvatar(c.var.database.db, c.var.viewer, data);
    if (!row) throw signedOut();
    return c.json(toProfileDto(row), 200);
  });
