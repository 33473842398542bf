import { z } from 'zod';
import { safeString } from './strings';

/** docs/product.md, Verification: unverified → pending → verified or rejected. */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const CREDENTIAL_KINDS = ['licence', 'certificate'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  licence: 'Licence',
  certificate: 'Certificate',
};

/** What a credential document may be, recognised by its first bytes. */
export const CREDENTIAL_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type CredentialContentType = (typeof CREDENTIAL_CONTENT_TYPES)[number];
export const CREDENTIAL_MAX_BYTES = 10 * 1024 * 1024;
/** How many credentials one healer may keep on file. */
export const CREDENTIALS_MAX = 10;
export const CREDENTIAL_LIMITS = { issuer: 200, number: 100, fileName: 200 } as const;

export const UNSUPPORTED_DOCUMENT_MESSAGE = 'Please upload a PDF, PNG or JPEG file';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'The document must be at most 10 MB';

/** The text fields sent with a credential's file (multipart/form-data). */
export const CredentialFieldsSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { error: 'Kind must be licence or certificate' }),
  issuer: safeString('Issuer is required')
    .trim()
    .min(1, 'Please enter who issued the credential')
    .max(CREDENTIAL_LIMITS.issuer, `Issuer must be at most ${CREDENTIAL_LIMITS.issuer} characters`),
  number: safeString('Number is required')
    .trim()
    .min(1, 'Please enter the licence or certificate number')
    .max(CREDENTIAL_LIMITS.number, `Number must be at most ${CREDENTIAL_LIMITS.number} characters`),
  /** Empty or missing: the credential does not expire. */
  expires_on: z
    .union([z.literal(''), z.iso.date('Expiry must be a date (YYYY-MM-DD)')])
    .optional()
    .transform((value) => value || null),
});
export type CredentialFields = z.input<typeof CredentialFieldsSchema>;

/** A credential as its healer (and admins) see it. The document is never public. */
export const CredentialSchema = z
  .object({
    id: safeString(),
    kind: z.enum(CREDENTIAL_KINDS),
    issuer: safeString(),
    number: safeString(),
    expires_on: safeString().nullable(),
    /** True once the expiry date has passed. */
    expired: z.boolean(),
    file_name: safeString(),
    content_type: z.enum(CREDENTIAL_CONTENT_TYPES),
    byte_size: z.number().int(),
    created_at: safeString(),
    /** Where the caller can read the document (their own route, or the admins'). */
    document_url: safeString(),
  })
  .meta({ id: 'Credential' });
export type Credential = z.infer<typeof CredentialSchema>;

/** GET /api/me/verification: the healer's state, the admin's note and their credentials. */
export const VerificationSchema = z
  .object({
    status: z.enum(VERIFICATION_STATUSES),
    /** The admin's note with the last decision (or the system's, when a credential expired). */
    note: safeString().nullable(),
    submitted_at: safeString().nullable(),
    decided_at: safeString().nullable(),
    /** While verified: the day the badge lapses (the earliest credential expiry), or null. */
    verified_until: safeString().nullable(),
    credentials: z.array(CredentialSchema),
  })
  .meta({ id: 'Verification' });
export type Verification = z.infer<typeof VerificationSchema>;

export const CredentialIdParamsSchema = z.object({ id: safeString().max(100) });

/** POST /api/admin/verifications/{healerId}. A rejection needs a note the healer will read. */
export const VerificationDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject' }),
    note: safeString('Note must be text')
      .trim()
      .max(1000, 'Note must be at most 1000 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .refine((body) => body.decision === 'approve' || body.note !== null, {
    path: ['note'],
    message: 'Please tell the healer why their verification was rejected',
  })
  .meta({ id: 'VerificationDecision' });
export type VerificationDecision = z.input<typeof VerificationDecisionSchema>;

/** The note a healer reads once their badge lapsed with a credential (`<day>` is its date). */
export const EXPIRED_NOTE = {
  before: 'Your credential expired on ',
  after: '. Upload a current one and submit it for verification again.',
} as const;
