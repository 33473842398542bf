import { z } from 'zod';
import type { MessagePage } from '@contract/chats';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { toMessageDto, type ChatRow } from './chats.dto';
import { listMessageRows } from './chats.queries';

/** Where a page ended: its oldest message's time and id. Read from the `before` parameter. */
const messageCursor = cursorCodec(
  z.strictObject({ t: cursorFields.time, i: cursorFields.uuid }),
  'before',
);

/** A page of messages older than `before` (or the newest), oldest first. */
export async function listMessages(
  db: Db,
  chat: ChatRow,
  limit: number,
  before: string | undefined,
): Promise<MessagePage> {
  const cursor = before === undefined ? undefined : messageCursor.decode(before);
  const rows = await listMessageRows(db, chat.id, limit + 1, cursor);
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map((row) => toMessageDto(row, chat)),
    next_before:
      rows.length > limit && oldest
        ? messageCursor.encode({ t: oldest.createdAt.toISOString(), i: oldest.id })
        : null,
  };
}
