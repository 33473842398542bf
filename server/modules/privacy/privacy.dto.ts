import Bowser from 'bowser';
import {
  SECURITY_EVENT_KINDS,
  type AccessKind,
  type AccessLogEntry,
  type Session,
} from '@contract/privacy';
import type { accessLogPage, sessionsOf } from './privacy.queries';

export type SessionRow = Awaited<ReturnType<typeof sessionsOf>>[number];

/** "Chrome on macOS" from a user agent; the parts it names, or "Unknown device". */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length ? parts.join(' on ') : 'Unknown device';
}

export function toSession(row: SessionRow, currentId: string): Session {
  return {
    id: row.id,
    device: deviceName(row.userAgent),
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastActiveAt.toISOString(),
    current: row.id === currentId,
  };
}

export type AccessLogRow = Awaited<ReturnType<typeof accessLogPage>>[number];

/** Shown for an actor whose account was deleted. */
export const DELETED_USER_NAME = 'Deleted user';

/** An erased account's address (users.email stays unique); nothing is ever sent to it. */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const isErasedEmail = (email: string) => email.endsWith('@deleted.invalid');

const isSecurityEvent = (kind: AccessKind) =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(kind);

export function toAccessLogEntry(row: AccessLogRow, ownerId: string): AccessLogEntry {
  const security = isSecurityEvent(row.kind);
  // A failed sign-in has no actor; any other entry without one outlived its actor's account.
  const actor =
    row.actorId === null
      ? row.kind === 'sign_in_failed'
        ? null
        : { id: null, name: DELETED_USER_NAME, you: false }
      : { id: row.actorId, name: row.actorName ?? DELETED_USER_NAME, you: row.actorId === ownerId };
  return {
    id: row.id,
    kind: row.kind,
    category: security ? 'security' : 'access',
    actor,
    resource_type: row.resourceType,
    resource_id: row.resourceId,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
  };
}
