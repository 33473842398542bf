import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { defineJob, handleJob } from '../../lib/jobs';
import { absoluteUrl, deliver, loadRecipients, noticeOf, type DeliveryContext } from './deliver';
import { texts } from './notification-texts';
import { claimOnce, findChatUnread } from './notifications.queries';

/*
 * Unread-message digests (decision 029): the first message of a quiet period enqueues one job
 * per conversation and recipient, due MESSAGE_DIGEST_MINUTES later; later messages keep its
 * time (`preserve_run_at`). When it runs, a recipient who has still not read gets one
 * notification for the conversation, never one per message, and never the messages' words.
 */

export const messageDigestJob = defineJob(
  'message-digest',
  z.object({ chat_id: z.string(), recipient_id: z.string() }),
  { maxAttempts: 10 },
);

const digestKey = (chatId: string, recipientId: string) =>
  `message-digest:${chatId}:${recipientId}`;

/** Starts (or joins) the recipient's quiet period in this chat, in the message's transaction. */
export function scheduleDigest(
  tx: Executor,
  context: DeliveryContext & { digestMinutes: number },
  chatId: string,
  recipientId: string,
  now = new Date(),
) {
  return context.jobs.enqueue(
    messageDigestJob,
    { chat_id: chatId, recipient_id: recipientId },
    {
      executor: tx,
      runAt: new Date(now.getTime() + context.digestMinutes * 60_000),
      key: digestKey(chatId, recipientId),
      keyMode: 'preserve_run_at',
    },
  );
}

export async function sendMessageDigest(
  db: Db,
  context: DeliveryContext,
  { chat_id, recipient_id }: z.infer<typeof messageDigestJob.payload>,
) {
  await db.transaction(async (tx) => {
    const chat = await findChatUnread(tx, chat_id, recipient_id);
    if (!chat || chat.unread === 0 || !chat.lastMessageAt) return;
    // One digest per quiet period: the newest message's time names the period.
    const claim = `${digestKey(chat_id, recipient_id)}:${chat.lastMessageAt.toISOString()}`;
    if (!(await claimOnce(tx, claim))) return;
    const recipients = await loadRecipients(tx, context, [recipient_id, chat.otherId]);
    const recipient = recipients.get(recipient_id);
    if (!recipient) return;
    const text = texts.unreadMessages(recipients.get(chat.otherId)?.name ?? 'Someone', chat.unread);
    const link = `/messages/${encodeURIComponent(chat_id)}`;
    await deliver(tx, context, [
      noticeOf(recipient, text, {
        link,
        action: { label: 'Read messages', url: absoluteUrl(context.env, link) },
      }),
    ]);
  });
}

export const messageDigestHandler = (db: Db, context: DeliveryContext) =>
  handleJob(messageDigestJob, (payload) => sendMessageDigest(db, context, payload));
