import { z } from 'zod';
import { safeString } from './strings';

/*
 * Privacy and account control (issue 17): the user's sign-in sessions, the access log ("who
 * accessed my data" and security events), data export and account deletion.
 */

/** One signed-in device: never its token, only what the user needs to recognise it. */
export const SessionSchema = z
  .object({
    id: safeString(),
    /** "Chrome on macOS", from the user agent; "Unknown device" without one. */
    device: safeString(),
    ip_address: safeString().nullable(),
    created_at: safeString(),
    last_active_at: safeString(),
    /** The session of the request that asked. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;

export const SessionListSchema = z
  .object({ items: z.array(SessionSchema) })
  .meta({ id: 'SessionList' });
export type SessionList = z.infer<typeof SessionListSchema>;

export const SessionIdParamsSchema = z.object({
  id: safeString('Invalid session id').min(1).max(100, 'Invalid session id'),
});

export const RevokedSessionsSchema = z
  .object({ revoked: z.number().int() })
  .meta({ id: 'RevokedSessions' });

/**
 * What the access log records. Reads of a user's data by someone else (a healer reading a
 * patient's appointment or conversation, plan, check-ins or session notes), and the
 * account's security events.
 */
export const ACCESS_READ_KINDS = [
  'appointment.read',
  'chat.read',
  'plan.read',
  'check_ins.read',
  'notes.read',
] as const;
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_change',
  'email_change',
  'two_factor_enabled',
  'two_factor_disabled',
  'passkey_added',
  'passkey_removed',
  'export',
  'deletion_requested',
  'deletion_cancelled',
] as const;
export const ACCESS_KINDS = [...ACCESS_READ_KINDS, ...SECURITY_EVENT_KINDS] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
export const ACCESS_LOG_CATEGORIES = ['access', 'security'] as const;
export const ACCESS_LOG_PAGE = 50;

export const AccessLogQuerySchema = z.object({
  cursor: safeString().max(500, 'Invalid cursor').optional(),
  category: z.enum(ACCESS_LOG_CATEGORIES, 'category must be access or security').optional(),
});

export const AccessLogEntrySchema = z
  .object({
    id: safeString(),
    kind: z.enum(ACCESS_KINDS),
    category: z.enum(ACCESS_LOG_CATEGORIES),
    /** Who: null for a failed sign-in (nobody signed in) ; "Deleted user" once they are gone. */
    actor: z
      .object({ id: safeString().nullable(), name: safeString(), you: z.boolean() })
      .nullable(),
    resource_type: safeString().nullable(),
    resource_id: safeString().nullable(),
    ip_address: safeString().nullable(),
    created_at: safeString(),
  })
  .meta({ id: 'AccessLogEntry' });
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const AccessLogPageSchema = z
  .object({ items: z.array(AccessLogEntrySchema), next_cursor: safeString().nullable() })
  .meta({ id: 'AccessLogPage' });
export type AccessLogPage = z.infer<typeof AccessLogPageSchema>;

/** POST /api/me/export: the archive is being built; a link arrives by email. */
export const ExportRequestedSchema = z
  .object({ id: safeString(), status: z.literal('building') })
  .meta({ id: 'ExportRequested' });

export const ExportDownloadQuerySchema = z.object({
  token: safeString('Missing token').min(1, 'Missing token').max(200, 'Invalid token'),
});

/**
 * POST /api/me/delete: the account's password confirms it, and with two-factor on a code from
 * the authenticator app (or a backup code) too.
 */
export const DeleteAccountSchema = z.object({
  password: safeString('Please enter your password')
    .min(1, 'Please enter your password')
    .max(128, 'Password must be at most 128 characters'),
  code: safeString('Please enter the code')
    .trim()
    .min(6, 'Please enter the code')
    .max(32, 'The code is too long')
    .optional(),
});

export const DeletionScheduledSchema = z
  .object({
    /** When the data goes, unless the account signs in before. */
    deletion_due_at: safeString(),
  })
  .meta({ id: 'DeletionScheduled' });
