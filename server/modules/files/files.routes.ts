import { createRoute, z } from '@hono/zod-openapi';
import { safeString } from '@contract/strings';
import { notFound } from '../../lib/errors';
import { access, errorResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { findFile } from './files.queries';

const binary = { schema: safeString().meta({ format: 'binary' }) };

const getFile = createRoute({
  method: 'get',
  path: '/files/{id}',
  ...access.anonymous,
  tags: ['files'],
  summary: 'An uploaded file (avatars); ids are never reused, so answers are cacheable forever',
  request: { params: z.object({ id: safeString().max(100) }) },
  responses: {
    200: {
      description: 'The bytes, with their detected content type',
      content: { 'image/png': binary, 'image/jpeg': binary, 'image/webp': binary },
    },
    404: errorResponse('No such file'),
  },
});

export const fileRoutes = createRouter().openapi(getFile, async (c) => {
  const file = await findFile(c.var.database.db, c.req.valid('param').id);
  if (!file) throw notFound('No such file');
  return c.body(new Uint8Array(file.data), 200, {
    'content-type': file.contentType,
    'content-length': String(file.byteSize),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // Opened directly, a file is never a document that could run anything.
    'content-security-policy': "default-src 'none'; sandbox",
  });
});
