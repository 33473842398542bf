import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { appointments, chats, messages, profiles } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { orderedPair } from './chat-pair';
import type { ChatRow, ChatSummaryRow, ContactRow, MessageRow } from './chats.dto';

/** The chat if the user takes part in it; otherwise undefined (callers answer 404). */
export async function findChatFor(
  db: Db,
  chatId: string,
  userId: string,
): Promise<ChatRow | undefined> {
  if (!isUuid(chatId)) return undefined;
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

/** The pair's chat, if they have one. */
export async function findChatBetween(
  db: Executor,
  a: string,
  b: string,
): Promise<ChatRow | undefined> {
  const [userLow, userHigh] = orderedPair(a, b);
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.userLow, userLow), eq(chats.userHigh, userHigh)));
  return chat;
}

/** The message a sender stored under an Idempotency-Key, with its chat. */
export async function findMessageByKey(db: Executor, senderId: string, key: string) {
  const [row] = await db
    .select({ message: messages, chat: chats })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(messages.senderId, senderId), eq(messages.idempotencyKey, key)));
  return row;
}

/** How many people "New message" lists at most. */
export const CONTACTS_LIMIT = 200;

/**
 * The people the user has had sessions with, on either side of the booking, by name, each with
 * the pair's chat if any: one statement (appointments are indexed by patient and by healer).
 */
export async function listContactRows(db: Db, userId: string): Promise<ContactRow[]> {
  const result = await db.execute<ContactRow>(sql`
    select p.user_id, p.usr_name, p.profile_picture_url, p.role, c.id as chat_id
      from (
        select healer_id as other_id from ${appointments} where patient_id = ${userId}
        union
        select patient_id from ${appointments} where healer_id = ${userId}
      ) partners
      join ${profiles} p on p.user_id = partners.other_id
      left join ${chats} c
        on (c.user_low = ${userId} and c.user_high = p.user_id)
        or (c.user_high = ${userId} and c.user_low = p.user_id)
     order by lower(p.usr_name), p.user_id
     limit ${CONTACTS_LIMIT}
  `);
  return result.rows;
}

export async function countMessages(db: Db, chatId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(eq(messages.chatId, chatId));
  return row?.value ?? 0;
}

/** Where a page of messages ended: the oldest message's time and id. */
export interface MessagePosition {
  t: string;
  i: string;
}

/** Messages strictly before the position: older, or as old with a smaller id. */
function olderThan(position: MessagePosition) {
  const time = new Date(position.t);
  return or(
    lt(messages.createdAt, time),
    and(eq(messages.createdAt, time), lt(messages.id, position.i)),
  );
}

/** Up to `limit` messages older than `before` (or the newest), newest first. */
export function listMessageRows(
  db: Db,
  chatId: string,
  limit: number,
  before?: MessagePosition,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), before ? olderThan(before) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** The viewer's side of a chat row: their unread counter. */
const unreadOf = (userId: string) =>
  sql`case when ${chats.userLow} = ${userId} then ${chats.userLowUnread} else ${chats.userHighUnread} end`;

/**
 * The user's conversations, newest activity first, each with the other person, the last
 * message and the unread count. One statement over chats and profiles: the summary columns
 * are kept on the chat by every send and read.
 */
export async function listChatSummaryRows(db: Db, userId: string): Promise<ChatSummaryRow[]> {
  const result = await db.execute<ChatSummaryRow>(sql`
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
  return result.rows;
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
  idempotencyKey: string | null = null,
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
    .values({
      chatId: chat.id,
      senderId,
      content,
      idempotencyKey,
      createdAt: updatedChat!.lastMessageAt!,
    })
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
