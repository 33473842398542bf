import type { Chat } from '@contract/chats';
import type { Db } from '../../db/client';
import type { EventService } from '../../lib/context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { Viewer } from '../auth/require-user';
import { findProfile } from '../profiles/profiles.queries';
import { getOrCreateChat, haveAppointment } from './chats.queries';
import { describeChat } from './describe-chat';

/** Patients may write to any healer; healers to patients who have booked with them. */
async function assertMayTalk(db: Db, viewer: Viewer, participantId: string) {
  if (participantId === viewer.userId)
    throw badRequest('You cannot start a conversation with yourself');
  const other = await findProfile(db, participantId);
  if (!other) throw notFound('User not found');
  if (other.role === viewer.profile.role)
    throw forbidden('Conversations are between a patient and a healer');
  if (
    viewer.profile.role === 'healer' &&
    !(await haveAppointment(db, viewer.userId, participantId))
  ) {
    throw forbidden('You can message patients who have booked a session with you');
  }
}

/** The pair's conversation, created (and announced to both) if it did not exist. */
export async function openChat(
  db: Db,
  events: EventService,
  viewer: Viewer,
  participantId: string,
): Promise<{ chat: Chat; created: boolean }> {
  await assertMayTalk(db, viewer, participantId);
  const { chat, created } = await db.transaction(async (tx) => {
    const result = await getOrCreateChat(tx, viewer.userId, participantId);
    if (result.created) {
      await events.publish(tx, [result.chat.userLow, result.chat.userHigh], {
        type: 'chat.created',
        chat_id: result.chat.id,
      });
    }
    return result;
  });
  return { chat: await describeChat(db, chat, viewer.userId), created };
}
