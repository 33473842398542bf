import { createRoute, z } from '@hono/zod-openapi';
import { safeString } from '@contract/strings';
import { notFound } from '../../lib/errors';
import { access, errorResponse, pathNames } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { fileContent, fileResponse } from './file-response';
import { findFile } from './files.queries';

const getFile = createRoute({
  method: 'get',
  path: '/files/{id}',
  ...access.anonymous,
  ...pathNames('file'),
  tags: ['files'],
  summary:
    'A public uploaded file (avatars); ids are never reused, so answers are cacheable forever',
  request: { params: z.object({ id: safeString().max(100) }) },
  responses: {
    200: {
      description: 'The bytes, with their detected content type',
      content: fileContent(['image/png', 'image/jpeg', 'image/webp']),
    },
    404: errorResponse('No such file'),
  },
});

export const fileRoutes = createRouter().openapi(getFile, async (c) => {
  const file = await findFile(c.var.database.db, c.req.valid('param').id);
  // Private files (credentials) exist for their owner and admins only, on their own routes.
  if (!file?.isPublic) throw notFound('No such file');
  return fileResponse(c, file) as never;
});
