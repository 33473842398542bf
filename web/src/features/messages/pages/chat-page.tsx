import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useChat } from '../api/get-chat';
import { useMessages } from '../api/get-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useSendMessage } from '../api/send-message';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';
import { UserAvatar } from '@/components/ui/avatar';

export default function ChatPage() {
  const { chatId = '' } = useParams();
  const { data: currentUser } = useCurrentUser();
  const chat = useChat(chatId);
  usePageMeta(chat.data ? `Chat with ${chat.data.other_user.usr_name}` : 'Messages');

  if (chat.isPending || !currentUser) return <Spinner label="Loading chat" />;
  if (chat.isError) {
    return isApiError(chat.error, 404) ? (
      <ChatNotFound />
    ) : (
      <p className="mx-auto max-w-3xl p-8 text-red-800">Failed to load chat</p>
    );
  }
  return <Conversation chatId={chatId} viewerId={currentUser.user.id} chat={chat.data} />;
}

function ChatNotFound() {
  const navigate = useNavigate();
  usePageMeta('Chat not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Chat not found</h1>
      <p className="text-slate-600">This conversation does not exist or you are not part of it.</p>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/messages'))}>
        Go Back
      </Button>
    </section>
  );
}

function Conversation({
  chatId,
  viewerId,
  chat,
}: {
  chatId: string;
  viewerId: string;
  chat: NonNullable<ReturnType<typeof useChat>['data']>;
}) {
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
    <section className="mx-auto flex h-[calc(100vh-4rem)] w-full max-w-3xl flex-col px-0 sm:px-4 sm:py-4">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white p-3 sm:rounded-t-lg">
        <Button asChild variant="ghost" size="icon" aria-label="Back to messages">
          <Link to="/messages">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <UserAvatar
          name={chat.other_user.usr_name}
          src={chat.other_user.profile_picture_url}
          fallback="U"
          className="size-10"
        />
        <div>
          <h1 className="font-semibold">{chat.other_user.usr_name}</h1>
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
