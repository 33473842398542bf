import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@contract/notifications';

/*
 * The signed token of an email's one-click unsubscribe link (decision 028): who and which
 * category, and an HMAC-SHA256 of both under a key derived from the app's secret. Nothing is
 * stored; a token stays valid (unsubscribing twice changes nothing), and cannot be made for
 * another user or category without the secret.
 */

export interface UnsubscribeClaim {
  userId: string;
  category: NotificationCategory;
}

/** The signing key: the app secret, narrowed to this one purpose. */
export const unsubscribeKey = (secret: string) =>
  createHmac('sha256', secret).update('wellspring unsubscribe v1').digest();

const signature = (key: Buffer, { userId, category }: UnsubscribeClaim) =>
  createHmac('sha256', key).update(`${userId}\n${category}`).digest();

export function signUnsubscribe(key: Buffer, claim: UnsubscribeClaim): string {
  const user = Buffer.from(claim.userId).toString('base64url');
  return `${user}.${claim.category}.${signature(key, claim).toString('base64url')}`;
}

/** The claim of a valid token; undefined for anything else. */
export function verifyUnsubscribe(key: Buffer, token: string): UnsubscribeClaim | undefined {
  const [user, category, mac, ...rest] = token.split('.');
  if (rest.length || !user || !mac) return undefined;
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category ?? '')) return undefined;
  const claim = {
    userId: Buffer.from(user, 'base64url').toString('utf8'),
    category: category as NotificationCategory,
  };
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, claim);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : undefined;
}
