import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { useOpenChat } from '../api/open-chat';

/**
 * /messages/new?with=<userId>: other features link here to start or resume a conversation
 * without knowing how chats are created.
 */
export default function NewChatPage() {
  const [params] = useSearchParams();
  const participantId = params.get('with');
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!participantId) {
      navigate('/messages', { replace: true });
      return;
    }
    openChat.mutate(participantId, {
      onSuccess: (chat) => navigate(`/messages/${chat.id}`, { replace: true }),
      onError: (error) => {
        toast.error('Failed to open chat', { description: error.message });
        navigate('/messages', { replace: true });
      },
    });
  }, [participantId, navigate, openChat]);

  return <Spinner label="Opening conversation" />;
}
