import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useChat } from '../api/get-chat';
import { Conversation } from '../components/conversation';

export default function ChatPage() {
  const { chatId = '' } = useParams();
  const { data: currentUser } = useCurrentUser();
  const chat = useChat(chatId);
  usePageMeta(chat.data ? `Chat with ${chat.data.other_user.usr_name}` : 'Messages');

  const loadError = chat.error;
  useEffect(() => {
    if (!loadError || isApiError(loadError, 404)) return;
    // The spec's two words for it: refused by the server, or not reached at all.
    toast.error(
      isApiError(loadError) ? 'Failed to load chat' : 'An error occurred while loading the chat',
    );
  }, [loadError]);

  if (chat.isPending || !currentUser) return <Spinner label="Loading chat" />;
  if (chat.isError) {
    return isApiError(chat.error, 404) ? (
      <ChatNotFound />
    ) : (
      <p role="alert" className="mx-auto max-w-3xl p-8 text-red-800">
        Failed to load chat
      </p>
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
