import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A private conversation between exactly two users. The pair is stored ordered
 * (user_low < user_high) so that a unique constraint makes get-or-create race-free.
 * Each side's read position is a timestamp: a message is read by a participant when it was
 * sent by them or at or before their read position (so marking a chat read is one update).
 * Message times are whole milliseconds and strictly increase within a chat, and a read position
 * is always the time of the newest message when it was read, so "at or before" is exact.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: text('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: text('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The newest message and each side's unread count, kept with the chat by every send and
    // read (under the chat's row lock), so listing conversations reads chats alone.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageContent: text('last_message_content'),
    lastMessageSenderId: text('last_message_sender_id'),
    userLowUnread: integer('user_low_unread').notNull().default(0),
    userHighUnread: integer('user_high_unread').notNull().default(0),
    userLowReadAt: timestamp('user_low_read_at', { withTimezone: true }),
    userHighReadAt: timestamp('user_high_read_at', { withTimezone: true }),
  },
  (table) => [
    unique('chats_pair_unique').on(table.userLow, table.userHigh),
    index('chats_user_high_idx').on(table.userHigh),
    check('chats_pair_order', sql`${table.userLow} < ${table.userHigh}`),
    check(
      'chats_unread_not_negative',
      sql`${table.userLowUnread} >= 0 and ${table.userHighUnread} >= 0`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    // clock_timestamp, not now(): two messages of one transaction still get distinct times.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** The sender's Idempotency-Key: a retried send finds its first attempt (decision 063). */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('messages_chat_id_created_at_idx').on(table.chatId, table.createdAt, table.id),
    uniqueIndex('messages_sender_idempotency_key')
      .on(table.senderId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('messages_content_length', sql`char_length(${table.content}) between 1 and 4000`),
  ],
);
