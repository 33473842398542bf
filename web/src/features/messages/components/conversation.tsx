import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Chat } from '@contract/chats';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useMessages } from '../api/get-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendMessage } from '../api/send-message';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

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
  const Heading = page ? 'h1' : 'h2';
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

  const onSend = (content: string) =>
    send.mutateAsync(content).catch((error: unknown) => {
      toast.error(
        isApiError(error)
          ? 'Failed to send message'
          : 'An error occurred while sending the message',
        {
          description: error instanceof Error ? error.message : undefined,
        },
      );
      throw error;
    });

  return (
    <section
      className={cn(
        'flex w-full flex-col',
        page ? 'mx-auto h-[calc(100vh-4rem)] max-w-3xl px-0 sm:px-4 sm:py-4' : 'h-full min-h-0',
      )}
    >
      <header
        className={cn(
          'flex items-center gap-3 border-b border-slate-200 bg-white p-3',
          page && 'sm:rounded-t-lg',
        )}
      >
        {page ? (
          <Button asChild variant="ghost" size="icon" aria-label="Back to messages">
            <Link to="/messages">
              <ArrowLeft aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        <UserAvatar
          name={chat.other_user.usr_name}
          src={chat.other_user.profile_picture_url}
          fallback="U"
          className="size-10"
        />
        <div>
          <Heading className="font-semibold">
            {page ? chat.other_user.usr_name : `Chat with ${chat.other_user.usr_name}`}
          </Heading>
          <p className="text-xs text-slate-600">
            {chat.message_count} {chat.message_count === 1 ? 'message' : 'messages'}
          </p>
        </div>
      </header>
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
        <div ref={bottomRef} />
      </div>
      <MessageComposer onSend={onSend} disabled={send.isPending} />
    </section>
  );
}
