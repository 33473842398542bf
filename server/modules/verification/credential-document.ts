import type { Context } from 'hono';
import { CREDENTIAL_CONTENT_TYPES } from '@contract/verification';
import type { AppEnv } from '../../lib/context';
import { isUuid } from '../../lib/ids';
import { errorResponse } from '../../lib/openapi';
import { fileContent, fileResponse } from '../files/file-response';
import { credentialNotFound } from './manage-verification';
import { findCredentialDocument } from './verification.queries';

/** The OpenAPI answers of a credential document route (the healer's and the admins'). */
export const credentialDocumentResponses = (notFound: string) => ({
  200: {
    description: 'The document, never cached',
    content: fileContent(CREDENTIAL_CONTENT_TYPES),
  },
  404: errorResponse(notFound),
});

/** A credential's document, of `healerId` when given (the healer's own route); 404 otherwise. */
export async function credentialDocument<E extends AppEnv>(
  c: Context<E>,
  id: string,
  healerId?: string,
) {
  const document = isUuid(id)
    ? await findCredentialDocument(c.var.database.db, id, healerId)
    : undefined;
  if (!document) throw credentialNotFound();
  return fileResponse(c, document.file, { fileName: document.fileName });
}
