import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { ChatSummary, Message } from '@contract/chats';
import type { Db, Executor } from '../../db/client';
import { appointments, chats, messages, profiles } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
export const otherParticipant = (chat: ChatRow, userId: string) =>
  chat.userLow === userId ? chat.userHigh : chat.userLow;
const readPositionOf = (chat: ChatRow, userId: string) =>
  chat.userLow === userId ? chat.userLowReadAt : chat.userHighReadAt;

/** The chat if the user takes part in it; otherwise undefined (callers answer 404). */
export async function findChatFor(
  db: Db,
  chatId: string,
  userId: string,
): Promise<ChatRow | undefined> {
  if (!UUID.test(chatId)) return undefined;
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), or(eq(chats.userLow, userId), eq(chats.userHigh, userId))));
  return chat;
}

export async function haveAppointment(
  db: Db,
  healerId: string,
  patientId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.healerId, healerId), eq(appointments.patientId, patientId)))
    .limit(1);
  return Boolean(row);
}

/** Get-or-create for the pair; the unique pair constraint settles concurrent calls. */
export async function getOrCreateChat(
  db: Executor,
  a: string,
  b: string,
): Promise<{ chat: ChatRow; created: boolean }> {
  const [userLow, userHigh] = orderedPair(a, b);
  const [inserted] = await db
    .insert(chats)
    .values({ userLow, userHigh })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { chat: inserted, created: true };
  const [existing] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.userLow, userLow), eq(chats.userHigh, userHigh)));
  if (!existing) throw new Error('chat vanished between insert and select');
  return { chat: existing, created: false };
}

/** Spec fields of a message, derived from the chat's read positions. */
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

export async function countMessages(db: Db, chatId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(eq(messages.chatId, chatId));
  return row?.value ?? 0;
}

interface Cursor {
  createdAt: string;
  id: string;
}

export const encodeMessageCursor = (row: MessageRow) =>
  Buffer.from(
    JSON.stringify({ createdAt: row.createdAt.toISOString(), id: row.id } satisfies Cursor),
  ).toString('base64url');

export function decodeMessageCursor(raw: string): Cursor | undefined {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      typeof value.createdAt === 'string' &&
      !Number.isNaN(Date.parse(value.createdAt)) &&
      typeof value.id === 'string' &&
      UUID.test(value.id)
    ) {
      return value as Cursor;
    }
  } catch {
    // fall through
  }
  return undefined;
}

/** A page of messages older than the cursor (or the newest), returned oldest first. */
export async function listMessages(db: Db, chatId: string, limit: number, before?: Cursor) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, chatId),
        before
          ? or(
              lt(messages.createdAt, new Date(before.createdAt)),
              and(eq(messages.createdAt, new Date(before.createdAt)), lt(messages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  return {
    rows: page.reverse(),
    nextBefore: rows.length > limit && oldest ? encodeMessageCursor(oldest) : null,
  };
}

interface ChatListRow extends Record<string, unknown> {
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

/** The viewer's side of a chat row: their unread counter. */
const unreadOf = (userId: string) =>
  sql`case when ${chats.userLow} = ${userId} then ${chats.userLowUnread} else ${chats.userHighUnread} end`;

/**
 * The user's conversations, newest activity first, each with the other person, the last
 * message and the unread count. One statement over chats and profiles: the summary columns
 * are kept on the chat by every send and read.
 */
export async function listChatSummaries(db: Db, userId: string): Promise<ChatSummary[]> {
  const result = await db.execute<ChatListRow>(sql`
    select c.id, c.user_low, c.user_high, c.created_at,
           other.user_id as other_id, other.usr_name as other_name,
           other.profile_picture_url as other_picture, other.role as other_role,
           c.last_message_content as last_content, c.last_message_at as last_created_at,
           c.last_message_sender_id as last_sender_id,
           case when c.user_low = ${userId} then c.user_low_unread else c.user_high_unread end as unread_count
      from ${chats} c
      join ${profiles} other
        on other.user_id = case when c.user_low = ${userId} then c.user_high else c.user_low end
     where c.user_low = ${userId} or c.user_high = ${userId}
     order by coalesce(c.last_message_at, c.created_at) desc, c.id
  `);
  return result.rows.map((row) => ({
    id: row.id,
    participants: [row.user_low, row.user_high],
    created_at: iso(row.created_at),
    other_user: {
      user_id: row.other_id,
      usr_name: row.other_name,
      profile_picture_url: row.other_picture,
      role: row.other_role,
    },
    last_message:
      row.last_content !== null && row.last_created_at !== null && row.last_sender_id !== null
        ? {
            content: row.last_content,
            created_at: iso(row.last_created_at),
            sender_id: row.last_sender_id,
          }
        : null,
    unread_count: Number(row.unread_count),
  }));
}

/** The total of the user's unread messages over all chats. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${unreadOf(userId)})` })
    .from(chats)
    .where(or(eq(chats.userLow, userId), eq(chats.userHigh, userId)));
  return Number(row?.total ?? 0);
}

/**
 * When a new message of the chat is stamped: now, in whole milliseconds (the precision the API
 * and JavaScript dates carry, so a stored time survives the round trip exactly), and always at
 * least a millisecond after the chat's previous message. Evaluated inside the chat's row lock,
 * so the times of one chat's messages strictly increase in commit order.
 */
const nextMessageTime = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${chats.lastMessageAt} + interval '1 millisecond')`;

/**
 * Stores a message and updates the chat's summary in one transaction. The chat row is locked
 * first and the message takes its time from inside that lock, so a concurrent "mark read" is
 * either wholly before it (the message is newer than the read position and counted unread) or
 * wholly after it (the position covers it and the count is cleared).
 */
export async function appendMessage(
  tx: Executor,
  chat: ChatRow,
  senderId: string,
  content: string,
) {
  const recipientUnread = chat.userLow === senderId ? chats.userHighUnread : chats.userLowUnread;
  const recipientField = chat.userLow === senderId ? 'userHighUnread' : 'userLowUnread';
  const [updatedChat] = await tx
    .update(chats)
    .set({
      lastMessageAt: nextMessageTime,
      lastMessageContent: content,
      lastMessageSenderId: senderId,
      [recipientField]: sql`${recipientUnread} + 1`,
    })
    .where(eq(chats.id, chat.id))
    .returning();
  const [message] = await tx
    .insert(messages)
    .values({ chatId: chat.id, senderId, content, createdAt: updatedChat!.lastMessageAt! })
    .returning();
  return { message: message!, updatedChat: updatedChat! };
}

/**
 * Moves the reader's position to the chat's newest message and clears their unread count, in
 * one update under the chat's row lock. The position is that message's own time, not the
 * clock's, so it covers exactly the messages the cleared count covered.
 */
export async function markChatRead(tx: Executor, chat: ChatRow, readerId: string) {
  const isLow = chat.userLow === readerId;
  const readAt = isLow ? chats.userLowReadAt : chats.userHighReadAt;
  await tx
    .update(chats)
    .set({
      [isLow ? 'userLowReadAt' : 'userHighReadAt']:
        sql`coalesce(${chats.lastMessageAt}, ${readAt})`,
      [isLow ? 'userLowUnread' : 'userHighUnread']: 0,
    })
    .where(eq(chats.id, chat.id));
}

export async function findParticipantProfile(db: Db, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}
