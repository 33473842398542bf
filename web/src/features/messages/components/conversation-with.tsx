import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { ChatParticipant } from '@contract/chats';
import { useCurrentUser } from '@/api/get-current-user';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useChatWith } from '../api/get-chat-with';
import { useStartChat } from '../api/start-chat';
import { Conversation } from './conversation';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';

/**
 * The conversation with a person: theirs if the pair has one, otherwise an empty one whose
 * first message creates it (docs/product.md, Messaging) — nothing exists until something is
 * sent. `onStarted` hears of the new chat (a page moves to its address).
 */
export function ConversationWith({
  participantId,
  variant = 'page',
  onStarted,
}: {
  participantId: string;
  variant?: 'page' | 'panel';
  onStarted?: (chatId: string) => void;
}) {
  const { data: currentUser } = useCurrentUser();
  const target = useChatWith(participantId);
  const loadError = target.error;

  useEffect(() => {
    if (!loadError || isApiError(loadError, 403, 404)) return;
    toast.error(
      isApiError(loadError) ? 'Failed to load chat' : 'An error occurred while loading the chat',
      { description: errorMessage(loadError, undefined) },
    );
  }, [loadError]);

  if (target.isPending || !currentUser) return <Spinner label="Loading chat" />;
  if (target.isError)
    return (
      <p role="alert" className="mx-auto max-w-3xl p-4 text-sm text-red-800">
        {isApiError(target.error, 403, 404)
          ? target.error.message
          : 'The chat could not be loaded. Please try again.'}
      </p>
    );
  const viewerId = currentUser.user.id;
  const { chat, other_user: other } = target.data;
  if (chat)
    return <Conversation chatId={chat.id} viewerId={viewerId} chat={chat} variant={variant} />;
  return <FirstMessage viewerId={viewerId} other={other} variant={variant} onStarted={onStarted} />;
}

function FirstMessage({
  viewerId,
  other,
  variant,
  onStarted,
}: {
  viewerId: string;
  other: ChatParticipant;
  variant: 'page' | 'panel';
  onStarted?: (chatId: string) => void;
}) {
  const start = useStartChat();
  // One key per text: a retry of the same first message is the same request.
  const keys = useRef(new Map<string, string>());
  const keyFor = (content: string) => {
    const known = keys.current.get(content);
    if (known) return known;
    const key = crypto.randomUUID();
    keys.current.set(content, key);
    return key;
  };

  const onSend = (content: string) =>
    start
      .mutateAsync({ participantId: other.user_id, content, idempotencyKey: keyFor(content) })
      .then((chat) => onStarted?.(chat.id))
      .catch((error: unknown) => {
        toast.error('Failed to create chat', { description: errorMessage(error, undefined) });
        throw error;
      });

  return (
    <section
      className={cn(
        'flex w-full flex-col',
        variant === 'page'
          ? 'mx-auto h-[calc(100vh-4rem)] max-w-3xl px-0 sm:px-4 sm:py-4'
          : 'h-full min-h-0',
      )}
    >
      <ConversationHeader variant={variant} other={other} messageCount={0} />
      <div className="flex-1 overflow-y-auto bg-slate-100 p-4">
        <p className="py-12 text-center text-slate-600">No messages yet. Say hello!</p>
      </div>
      <MessageComposer
        draftKey={`${viewerId}:with:${other.user_id}`}
        onSend={onSend}
        disabled={start.isPending}
      />
    </section>
  );
}
