import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import type { Chat } from '@contract/chats';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useMessages } from '../api/get-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendMessage, type OutgoingMessage } from '../api/send-message';
import { useOutbox } from '../hooks/use-outbox';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { OutboxList } from './outbox-list';

/**
 * One conversation: its messages (older pages on demand), read as they arrive, and the
 * composer. A page of its own (/messages/:chatId, with a way back), or a panel beside a video
 * call, where it fills its container.
 */
export function Conversation({
  chatId,
  viewerId,
  chat,
  variant = 'page',
}: {
  chatId: string;
  viewerId: string;
  chat: Chat;
  variant?: 'page' | 'panel';
}) {
  const page = variant === 'page';
  const messages = useMessages(chatId);
  const send = useSendMessage(chatId);
  const markRead = useMarkChatRead(chatId);
  const bottomRef = useRef<HTMLDivElement>(null);

  const ordered = useMemo(
    () => [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.items),
    [messages.data],
  );
  const newestId = ordered.at(-1)?.id;
  const { mutate: markAsRead } = markRead;

  useEffect(() => {
    if (messages.isError) toast.error('Failed to load messages');
  }, [messages.isError]);

  // Everything on screen counts as read; newer messages scroll into view.
  useEffect(() => {
    if (!newestId) return;
    bottomRef.current?.scrollIntoView({ block: 'end' });
    if (document.visibilityState === 'visible') markAsRead();
  }, [newestId, markAsRead]);

  const { mutateAsync } = send;
  const deliver = useCallback(
    (message: OutgoingMessage) =>
      mutateAsync(message).catch((error: unknown) => {
        toast.error(
          isApiError(error)
            ? 'Failed to send message'
            : 'An error occurred while sending the message',
          { description: error instanceof Error ? error.message : undefined },
        );
        throw error;
      }),
    [mutateAsync],
  );
  const outbox = useOutbox(deliver);

  return (
    <section
      className={cn(
        'flex w-full flex-col',
        page ? 'mx-auto h-[calc(100vh-4rem)] max-w-3xl px-0 sm:px-4 sm:py-4' : 'h-full min-h-0',
      )}
    >
      <ConversationHeader
        variant={variant}
        other={chat.other_user}
        messageCount={chat.message_count}
      />
      <div
        className="flex-1 overflow-y-auto bg-slate-100 p-4"
        aria-live="polite"
        aria-relevant="additions"
      >
        <LoadMoreButton
          query={messages}
          label="Load earlier messages"
          size="sm"
          className="mx-auto mb-4 flex w-fit"
        />
        {messages.isPending ? (
          <Spinner label="Loading messages" />
        ) : ordered.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No messages yet. Say hello!</p>
        ) : (
          <MessageList messages={ordered} viewerId={viewerId} />
        )}
        <OutboxList items={outbox.items} onRetry={outbox.retry} onDiscard={outbox.discard} />
        <div ref={bottomRef} />
      </div>
      <MessageComposer draftKey={`${viewerId}:${chatId}`} onSend={outbox.submit} />
    </section>
  );
}
