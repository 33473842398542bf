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
