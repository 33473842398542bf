import type { Chat, ChatWith } from '@contract/chats';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../auth/require-user';
import type { ProfileRow } from '../profiles/profiles.dto';
import { findProfile } from '../profiles/profiles.queries';
import { otherUser } from './chats.dto';
import { findChatBetween, getOrCreateChat, haveAppointment } from './chats.queries';
import { describeChat } from './describe-chat';
import { isKeyRace, replayedMessage, storeMessage, type MessageServices } from './send-message';

/**
 * Patients may write to any healer; healers to patients who have booked with them. Answers the
 * other person's profile.
 */
async function assertMayTalk(db: Db, viewer: Viewer, participantId: string): Promise<ProfileRow> {
  if (participantId === viewer.userId)
    throw badRequest('You cannot start a conversation with yourself');
  const other = await findProfile(db, participantId);
  if (!other) throw notFound('User not found');
  if (
    other.role === viewer.profile.role ||
    other.role === 'admin' ||
    viewer.profile.role === 'admin'
  )
    throw forbidden('Conversations are between a patient and a healer');
  if (
    viewer.profile.role === 'healer' &&
    !(await haveAppointment(db, viewer.userId, participantId))
  ) {
    throw forbidden('You can message patients who have booked a session with you');
  }
  return other;
}

/** Whether the viewer may write to this person, and their chat if they have one. */
export async function findChatWith(
  db: Db,
  viewer: Viewer,
  participantId: string,
): Promise<ChatWith> {
  const other = await assertMayTalk(db, viewer, participantId);
  const chat = await findChatBetween(db, viewer.userId, participantId);
  return {
    chat: chat ? await describeChat(db, chat, viewer.userId) : null,
    other_user: otherUser(other),
  };
}

/**
 * Writes to someone: the pair's conversation is created with this first message (and announced
 * to both), or the message joins the chat they have. One transaction: never a chat without its
 * message. An Idempotency-Key makes a retry answer with the first attempt's chat.
 */
export async function startChat(
  services: MessageServices,
  viewer: Viewer,
  participantId: string,
  content: string,
  idempotencyKey?: string,
): Promise<{ chat: Chat; created: boolean }> {
  const same = (chat: { userLow: string; userHigh: string }, earlierContent: string) =>
    [chat.userLow, chat.userHigh].includes(participantId) && earlierContent === content;
  const { db, events } = services;
  const earlier = await replayedMessage(db, viewer.userId, idempotencyKey, same);
  if (earlier) return { chat: await describeChat(db, earlier.chat, viewer.userId), created: false };
  await assertMayTalk(db, viewer, participantId);
  try {
    const { chat, created } = await db.transaction(async (tx) => {
      const result = await getOrCreateChat(tx, viewer.userId, participantId);
      const pair = [result.chat.userLow, result.chat.userHigh];
      if (result.created)
        await events.publish(tx, pair, { type: 'chat.created', chat_id: result.chat.id });
      await storeMessage(tx, services, result.chat, viewer.userId, content, idempotencyKey ?? null);
      return result;
    });
    return { chat: await describeChat(db, chat, viewer.userId), created };
  } catch (error) {
    if (!isKeyRace(error)) throw error;
    const winner = await replayedMessage(db, viewer.userId, idempotencyKey, same);
    if (!winner) throw error;
    return { chat: await describeChat(db, winner.chat, viewer.userId), created: false };
  }
}
