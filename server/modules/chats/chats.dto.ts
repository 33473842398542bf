import type { Chat, ChatSummary, Contact, Message } from '@contract/chats';
import type { chats, messages } from '../../db/schema';
import type { ProfileRow } from '../profiles/profiles.dto';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

const readPositionOf = (chat: ChatRow, userId: string) =>
  chat.userLow === userId ? chat.userLowReadAt : chat.userHighReadAt;

/** A message with its readers, derived from the chat's read positions. */
export function toMessageDto(row: MessageRow, chat: ChatRow): Message {
  const readBy = [chat.userLow, chat.userHigh].filter((userId) => {
    if (userId === row.senderId) return true;
    const readAt = readPositionOf(chat, userId);
    return readAt !== null && readAt >= row.createdAt;
  });
  return {
    id: row.id,
    chat_id: row.chatId,
    sender_id: row.senderId,
    content: row.content,
    message_for: [chat.userLow, chat.userHigh],
    read_by: [row.senderId, ...readBy.filter((userId) => userId !== row.senderId)],
    created_at: row.createdAt.toISOString(),
  };
}

export const otherUser = (
  other: Pick<ProfileRow, 'userId' | 'usrName' | 'profilePictureUrl' | 'role'>,
) => ({
  user_id: other.userId,
  usr_name: other.usrName,
  profile_picture_url: other.profilePictureUrl,
  role: other.role,
});

export function toChatDto(chat: ChatRow, other: ProfileRow, messageCount: number): Chat {
  return {
    id: chat.id,
    participants: [chat.userLow, chat.userHigh],
    created_at: chat.createdAt.toISOString(),
    other_user: otherUser(other),
    message_count: messageCount,
  };
}

/** A row of the chat list statement (raw SQL: dates may come back as text). */
export interface ChatSummaryRow extends Record<string, unknown> {
  id: string;
  user_low: string;
  user_high: string;
  created_at: Date | string;
  other_id: string;
  other_name: string;
  other_picture: string | null;
  other_role: 'healer' | 'patient';
  last_content: string | null;
  last_created_at: Date | string | null;
  last_sender_id: string | null;
  unread_count: number | string;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

export function toChatSummary(row: ChatSummaryRow): ChatSummary {
  return {
    id: row.id,
    participants: [row.user_low, row.user_high],
    created_at: iso(row.created_at),
    other_user: otherUser({
      userId: row.other_id,
      usrName: row.other_name,
      profilePictureUrl: row.other_picture,
      role: row.other_role,
    }),
    last_message:
      row.last_content !== null && row.last_created_at !== null && row.last_sender_id !== null
        ? {
            content: row.last_content,
            created_at: iso(row.last_created_at),
            sender_id: row.last_sender_id,
          }
        : null,
    unread_count: Number(row.unread_count),
  };
}

/** A row of the contacts statement. */
export interface ContactRow extends Record<string, unknown> {
  user_id: string;
  usr_name: string;
  profile_picture_url: string | null;
  role: 'healer' | 'patient';
  chat_id: string | null;
}

export const toContact = (row: ContactRow): Contact => ({
  ...otherUser({
    userId: row.user_id,
    usrName: row.usr_name,
    profilePictureUrl: row.profile_picture_url,
    role: row.role,
  }),
  chat_id: row.chat_id,
});
