import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  CREDENTIAL_MAX_BYTES,
  CredentialFieldsSchema,
  CredentialIdParamsSchema,
  CredentialSchema,
  DOCUMENT_TOO_LARGE_MESSAGE,
  VerificationSchema,
} from '@contract/verification';
import { limitBody } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { access, errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { credentialDocument, credentialDocumentResponses } from './credential-document';
import { requireRole, type ViewerEnv } from '../auth/require-user';
import { removeCredential, submitVerification } from './manage-verification';
import { uploadCredential } from './upload-credential';
import { ownDocumentUrl, toCredential, toVerification } from './verification.dto';
import { credentialsOf, findVerification } from './verification.queries';

export const CREDENTIALS_PATH = '/api/me/credentials';
/** Room for the multipart envelope and the text fields around a document of the maximum size. */
const MAX_CREDENTIAL_BODY_BYTES = CREDENTIAL_MAX_BYTES + 64 * 1024;

const credentialBodyLimit = limitBody(
  MAX_CREDENTIAL_BODY_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
) as MiddlewareHandler<ViewerEnv>;

const healerOnly = requireRole('healer', 'Only healers can be verified');
const tags = ['verification'];

const getVerificationRoute = createRoute({
  method: 'get',
  path: '/me/verification',
  ...access.healer,
  tags,
  summary: "The healer's verification state, the admin's note and their credentials",
  middleware: [healerOnly] as const,
  responses: {
    200: jsonResponse(VerificationSchema, 'The verification'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
  },
});

const submitVerificationRoute = createRoute({
  method: 'post',
  path: '/me/verification',
  ...access.healer,
  tags,
  summary: 'Ask for a review of the credentials on file (unverified or rejected → pending)',
  middleware: [healerOnly] as const,
  responses: {
    200: jsonResponse(VerificationSchema, 'Pending review'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
    409: errorResponse('Already pending or verified, or no current credential'),
  },
});

const uploadCredentialRoute = createRoute({
  method: 'post',
  path: '/me/credentials',
  ...access.healer,
  tags,
  summary: 'Upload a licence or certificate (PDF, PNG or JPEG checked by content, at most 10 MB)',
  description:
    'Multipart: `file`, `kind` (licence or certificate), `issuer`, `number` and `expires_on` (YYYY-MM-DD; empty when it does not expire). The document is private: only the healer and admins can read it.',
  middleware: [healerOnly, credentialBodyLimit] as const,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: CredentialFieldsSchema.extend({
            // Checked in the handler, by content (not by the declared type).
            file: z
              .custom<File>((value) => value instanceof File, { error: 'Attach the document' })
              .meta({ type: 'string', format: 'binary' }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(CredentialSchema, 'The credential'),
    400: errorResponse(
      'Missing or invalid field, or not a PDF, PNG or JPEG (unsupported_document)',
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
    409: errorResponse('Too many credentials on file'),
    413: errorResponse('Larger than 10 MB'),
  },
});

const deleteCredentialRoute = createRoute({
  method: 'delete',
  path: '/me/credentials/{id}',
  ...access.owner('credential'),
  tags,
  summary: 'Remove a credential and its document (not while pending or verified)',
  middleware: [healerOnly] as const,
  request: { params: CredentialIdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
    404: errorResponse('No such credential of this healer'),
    409: errorResponse('Under review, or the badge rests on it'),
  },
});

const credentialDocumentRoute = createRoute({
  method: 'get',
  path: '/me/credentials/{id}/document',
  ...access.owner('credential'),
  tags,
  summary: "The healer's own credential document",
  middleware: [healerOnly] as const,
  request: { params: CredentialIdParamsSchema },
  responses: {
    ...credentialDocumentResponses('No such credential of this healer'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a healer'),
  },
});

async function verificationOf(db: Parameters<typeof findVerification>[0], healerId: string) {
  const [row, credentials] = await Promise.all([
    findVerification(db, healerId),
    credentialsOf(db, [healerId]),
  ]);
  return toVerification(row, credentials);
}

export const verificationRoutes = createRouter()
  .openapi(getVerificationRoute, async (c) =>
    c.json(await verificationOf(c.var.database.db, c.var.viewer.userId), 200),
  )
  .openapi(submitVerificationRoute, async (c) => {
    const { db } = c.var.database;
    await submitVerification(db, c.var.viewer.userId);
    return c.json(await verificationOf(db, c.var.viewer.userId), 200);
  })
  .openapi(uploadCredentialRoute, async (c) => {
    const { file, ...fields } = c.req.valid('form');
    const upload: unknown = file;
    if (!(upload instanceof File))
      throw new ApiError(400, 'invalid_request', 'file: Attach the document');
    if (upload.size > CREDENTIAL_MAX_BYTES)
      throw new ApiError(413, 'payload_too_large', DOCUMENT_TOO_LARGE_MESSAGE);
    const row = await uploadCredential(c.var.database.db, c.var.viewer.userId, fields, {
      name: upload.name,
      data: Buffer.from(await upload.arrayBuffer()),
    });
    return c.json(toCredential(row, ownDocumentUrl), 201);
  })
  .openapi(deleteCredentialRoute, async (c) => {
    await removeCredential(c.var.database.db, c.var.viewer.userId, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(
    credentialDocumentRoute,
    async (c) =>
      (await credentialDocument(c, c.req.valid('param').id, c.var.viewer.userId)) as never,
  );
