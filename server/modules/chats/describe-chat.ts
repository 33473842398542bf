import type { Chat } from '@contract/chats';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findProfile } from '../profiles/profiles.queries';
import { otherParticipant } from './chat-pair';
import { toChatDto, type ChatRow } from './chats.dto';
import { countMessages } from './chats.queries';

export const chatNotFound = () => notFound('Chat not found');

/** The chat as the viewer sees it: the other person and the number of messages. */
export async function describeChat(db: Db, chat: ChatRow, viewerId: string): Promise<Chat> {
  const [other, messageCount] = await Promise.all([
    findProfile(db, otherParticipant(chat, viewerId)),
    countMessages(db, chat.id),
  ]);
  if (!other) throw chatNotFound();
  return toChatDto(chat, other, messageCount);
}
