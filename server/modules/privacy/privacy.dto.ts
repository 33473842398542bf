import Bowser from 'bowser';
import type { Session } from '@contract/privacy';
import type { sessionsOf } from './privacy.queries';

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
