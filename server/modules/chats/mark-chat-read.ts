import type { Db } from '../../db/client';
import type { EventService } from '../../lib/context';
import type { ChatRow } from './chats.dto';
import { markChatRead } from './chats.queries';

/** Moves the reader's position to the newest message; both participants hear of it. */
export async function markRead(db: Db, events: EventService, chat: ChatRow, readerId: string) {
  await db.transaction(async (tx) => {
    await markChatRead(tx, chat, readerId);
    await events.publish(tx, [chat.userLow, chat.userHigh], {
      type: 'message.read',
      chat_id: chat.id,
      reader_id: readerId,
    });
  });
}
