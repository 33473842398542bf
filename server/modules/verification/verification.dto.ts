import type { Credential, CredentialContentType, Verification } from '@contract/verification';
import type { healerCredentials } from '../../db/schema';
import type { VerificationRow } from './verification.queries';

export interface CredentialWithFile {
  credential: typeof healerCredentials.$inferSelect;
  contentType: string;
  byteSize: number;
}

/** Today's date in UTC (YYYY-MM-DD): credentials expire at the end of their expiry day. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Where the healer reads their own document, and where admins read it. */
export const ownDocumentUrl = (id: string) => `/api/me/credentials/${id}/document`;
export const adminDocumentUrl = (id: string) => `/api/admin/credentials/${id}/document`;

export function toCredential(
  { credential, contentType, byteSize }: CredentialWithFile,
  documentUrl: (id: string) => string,
  today = utcToday(),
): Credential {
  return {
    id: credential.id,
    kind: credential.kind,
    issuer: credential.issuer,
    number: credential.number,
    expires_on: credential.expiresOn,
    expired: credential.expiresOn !== null && credential.expiresOn < today,
    file_name: credential.fileName,
    content_type: contentType as CredentialContentType,
    byte_size: byteSize,
    created_at: credential.createdAt.toISOString(),
    document_url: documentUrl(credential.id),
  };
}

/**
 * A healer's state (unverified when they never started) and credentials, with the documents at
 * the healer's own URLs or, for the console, the admins'.
 */
export function toVerification(
  row: VerificationRow | undefined,
  credentials: CredentialWithFile[],
  documentUrl = ownDocumentUrl,
): Verification {
  const today = utcToday();
  return {
    status: row?.status ?? 'unverified',
    note: row?.note ?? null,
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    decided_at: row?.decidedAt?.toISOString() ?? null,
    verified_until: row?.status === 'verified' ? row.verifiedUntil : null,
    credentials: credentials.map((credential) => toCredential(credential, documentUrl, today)),
  };
}
