import type { Message } from '@contract/chats';
import type { Db } from '../../db/client';
import type { EventService, NotificationService } from '../../lib/context';
import { toMessageDto, type ChatRow } from './chats.dto';
import { appendMessage } from './chats.queries';

/**
 * Stores the message and tells both participants once it commits; a recipient who leaves it
 * unread hears of it later (the unread-message digest, enqueued in the same transaction).
 */
export async function sendMessage(
  {
    db,
    events,
    notifications,
  }: { db: Db; events: EventService; notifications: NotificationService },
  chat: ChatRow,
  senderId: string,
  content: string,
): Promise<Message> {
  const { message, updatedChat } = await db.transaction(async (tx) => {
    const stored = await appendMessage(tx, chat, senderId, content);
    await events.publish(tx, [chat.userLow, chat.userHigh], {
      type: 'message.created',
      chat_id: chat.id,
      message_id: stored.message.id,
      sender_id: senderId,
    });
    await notifications.messageSent(tx, {
      chatId: chat.id,
      recipientId: chat.userLow === senderId ? chat.userHigh : chat.userLow,
    });
    return stored;
  });
  return toMessageDto(message, updatedChat);
}
