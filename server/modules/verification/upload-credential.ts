import {
  CREDENTIAL_LIMITS,
  CREDENTIALS_MAX,
  UNSUPPORTED_DOCUMENT_MESSAGE,
  type CredentialFieldsSchema,
} from '@contract/verification';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ApiError, badRequest, conflict } from '../../lib/errors';
import { detectDocumentType } from '../files/document-type';
import { saveFile } from '../files/files.queries';
import { utcToday, type CredentialWithFile } from './verification.dto';
import {
  countCredentials,
  findCredential,
  insertCredential,
  lockVerification,
} from './verification.queries';

type Fields = z.output<typeof CredentialFieldsSchema>;

/** A file name fit to show: its last path part, no control characters, bounded. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, CREDENTIAL_LIMITS.fileName).join('') || 'credential';
}

/**
 * Stores a healer's licence or certificate: a PDF, PNG or JPEG by its bytes, as a private file
 * (never served by /api/files), with issuer, number and expiry; one transaction, under the
 * healer's verification lock so the count limit holds.
 */
export async function uploadCredential(
  db: Db,
  healerId: string,
  fields: Fields,
  file: { name: string; data: Buffer },
): Promise<CredentialWithFile> {
  const contentType = detectDocumentType(file.data);
  if (!contentType) throw new ApiError(400, 'unsupported_document', UNSUPPORTED_DOCUMENT_MESSAGE);
  if (fields.expires_on !== null && fields.expires_on < utcToday())
    throw badRequest('expires_on: This credential has already expired');
  return db.transaction(async (tx) => {
    await lockVerification(tx, healerId);
    if ((await countCredentials(tx, healerId)) >= CREDENTIALS_MAX)
      throw conflict(
        `You can keep at most ${CREDENTIALS_MAX} credentials; remove one first`,
        'too_many_credentials',
      );
    const fileId = await saveFile(tx, {
      ownerId: healerId,
      contentType,
      data: file.data,
      isPublic: false,
    });
    const id = await insertCredential(tx, {
      healerId,
      fileId,
      kind: fields.kind,
      issuer: fields.issuer,
      number: fields.number,
      expiresOn: fields.expires_on,
      fileName: displayFileName(file.name),
    });
    return (await findCredential(tx, id))!;
  });
}
