import type { ChatRow } from './chats.dto';

/** A chat stores its two users in a fixed order, so a pair has exactly one chat. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export const otherParticipant = (chat: ChatRow, userId: string) =>
  chat.userLow === userId ? chat.userHigh : chat.userLow;
