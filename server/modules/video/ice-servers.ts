import { createHmac } from 'node:crypto';
import type { IceServer } from '@contract/video';
import type { Env } from '../../env';

/** TURN credentials outlive the room's closing time by this much (a call that runs over). */
const TURN_CREDENTIAL_GRACE_MS = 60 * 60_000;

const isTurn = (url: string) => /^turns?:/i.test(url);

/**
 * coturn's "TURN REST API" credentials (use-auth-secret / static-auth-secret): the username is
 * `<expiry in Unix seconds>:<user id>`, the password the base64 HMAC-SHA1 of the username under
 * the shared secret. coturn checks both without asking us, and refuses them after the expiry.
 */
export function turnCredentials(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers one participant gets for one room: ICE_SERVERS as configured, with
 * time-limited credentials (valid until the room closes, plus a grace period) on every TURN
 * entry that has none when TURN_SECRET is set.
 */
export function iceServersFor(
  env: Pick<Env, 'ICE_SERVERS' | 'TURN_SECRET'>,
  userId: string,
  roomClosesAt: Date,
): IceServer[] {
  return env.ICE_SERVERS.map((server) => {
    const entry: IceServer = { urls: [...server.urls] };
    if (server.username) entry.username = server.username;
    if (server.credential) entry.credential = server.credential;
    if (env.TURN_SECRET && server.urls.some(isTurn) && !server.username && !server.credential) {
      const expiresAt = new Date(roomClosesAt.getTime() + TURN_CREDENTIAL_GRACE_MS);
      Object.assign(entry, turnCredentials(env.TURN_SECRET, userId, expiresAt));
    }
    return entry;
  });
}
