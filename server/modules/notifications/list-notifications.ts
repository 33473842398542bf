import type { NotificationPage } from '@contract/notifications';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { toNotification } from './notifications.dto';
import { notificationPage } from './notifications.queries';

const cursor = cursorCodec(z.strictObject({ t: cursorFields.time, i: cursorFields.uuid }));

/** A page of the user's notifications, newest first, and the cursor of the next. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<NotificationPage> {
  const after = query.cursor ? cursor.decode(query.cursor) : undefined;
  const rows = await notificationPage(db, userId, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    next_cursor:
      rows.length > query.limit && last
        ? cursor.encode({ t: last.createdAt.toISOString(), i: last.id })
        : null,
  };
}
