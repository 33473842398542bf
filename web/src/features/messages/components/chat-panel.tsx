import { useEffect } from 'react';
import { useCurrentUser } from '@/api/get-current-user';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useChat } from '../api/get-chat';
import { useOpenChat } from '../api/open-chat';
import { Conversation } from './conversation';

/**
 * The conversation with another user as a panel (beside a video call): opens or finds the
 * pair's chat once, then shows it. Other features get it through the app's router, never by
 * import.
 */
export default function ChatPanel({ participantId }: { participantId: string }) {
  const { data: currentUser } = useCurrentUser();
  const { mutate: open, data: opened, error: openError } = useOpenChat();
  useEffect(() => open(participantId), [open, participantId]);
  const chat = useChat(opened?.id ?? '', Boolean(opened));
  const error = openError ?? chat.error;
  if (error)
    return (
      <p role="alert" className="p-4 text-sm text-red-800">
        The chat could not be loaded. {errorMessage(error)}
      </p>
    );
  if (!chat.data || !currentUser) return <Spinner label="Loading chat" />;
  return (
    <Conversation
      chatId={chat.data.id}
      viewerId={currentUser.user.id}
      chat={chat.data}
      variant="panel"
    />
  );
}
