import type { Db } from '../../db/client';
import type { EventService } from '../../lib/context';
import { notFound } from '../../lib/errors';
import {
  countOwned,
  countUnreadNotifications,
  markNotificationsRead,
} from './notifications.queries';

/**
 * Marks the user's notifications read (these, or all), and tells their other tabs. Naming one
 * that is not theirs changes nothing and answers 404, as if it did not exist.
 */
export async function markRead(
  db: Db,
  events: EventService,
  userId: string,
  ids: string[] | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const unique = ids && [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique && (await countOwned(tx, userId, unique)) !== unique.length)
      throw notFound('Notification not found');
    if ((await markNotificationsRead(tx, userId, unique)) > 0)
      await events.publish(tx, [userId], { type: 'notification.read' });
    return countUnreadNotifications(tx, userId);
  });
}
