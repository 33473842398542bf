import type { Message } from '@contract/chats';
import type { Db, Executor } from '../../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error';
import type { EventService, NotificationService } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import { toMessageDto, type ChatRow } from './chats.dto';
import { appendMessage, findMessageByKey } from './chats.queries';

/** The message an earlier attempt with this key stored, if it is the same message. */
export async function replayedMessage(
  db: Db,
  senderId: string,
  key: string | undefined,
  matches: (chat: ChatRow, content: string) => boolean,
) {
  if (!key) return undefined;
  const earlier = await findMessageByKey(db, senderId, key);
  if (!earlier) return undefined;
  if (!matches(earlier.chat, earlier.message.content))
    throw new ApiError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different message',
    );
  return earlier;
}

/** True when the insert lost to an earlier attempt with the same Idempotency-Key. */
export const isKeyRace = (error: unknown) => {
  const pgError = pgErrorOf(error);
  return (
    pgError?.code === UNIQUE_VIOLATION && pgError.constraint === 'messages_sender_idempotency_key'
  );
};

/** What writing a message takes: the database, both sides' open pages, the unread digest. */
export interface MessageServices {
  db: Db;
  events: EventService;
  notifications: NotificationService;
}

/**
 * Stores the message in `tx` and tells both participants once it commits; a recipient who leaves
 * it unread hears of it later (the unread-message digest, enqueued in the same transaction).
 */
export async function storeMessage(
  tx: Executor,
  { events, notifications }: Omit<MessageServices, 'db'>,
  chat: ChatRow,
  senderId: string,
  content: string,
  idempotencyKey: string | null,
) {
  const stored = await appendMessage(tx, chat, senderId, content, idempotencyKey);
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
}

/**
 * Writes a message to a chat (storeMessage). With an Idempotency-Key, a retry answers with the
 * message its first attempt stored (`replayed`), even when the two raced.
 */
export async function sendMessage(
  services: MessageServices,
  chat: ChatRow,
  senderId: string,
  content: string,
  idempotencyKey?: string,
): Promise<{ message: Message; replayed: boolean }> {
  const same = (earlierChat: ChatRow, earlierContent: string) =>
    earlierChat.id === chat.id && earlierContent === content;
  const { db } = services;
  const earlier = await replayedMessage(db, senderId, idempotencyKey, same);
  if (earlier) return { message: toMessageDto(earlier.message, earlier.chat), replayed: true };
  try {
    const { message, updatedChat } = await db.transaction((tx) =>
      storeMessage(tx, services, chat, senderId, content, idempotencyKey ?? null),
    );
    return { message: toMessageDto(message, updatedChat), replayed: false };
  } catch (error) {
    if (!isKeyRace(error)) throw error;
    const winner = await replayedMessage(db, senderId, idempotencyKey, same);
    if (!winner) throw error;
    return { message: toMessageDto(winner.message, winner.chat), replayed: true };
  }
}
