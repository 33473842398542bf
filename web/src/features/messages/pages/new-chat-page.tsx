import { useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactPicker } from '../components/contact-picker';
import { ConversationWith } from '../components/conversation-with';

/**
 * /messages/new: "New message", the people one has sessions with; /messages/new?with=<userId>:
 * the conversation with that person (other features link here), which the first message starts.
 */
export default function NewChatPage() {
  const [params] = useSearchParams();
  const participantId = params.get('with');
  const navigate = useNavigate();
  usePageMeta('New message');
  if (!participantId) return <ContactPicker />;
  return (
    <ConversationWith
      participantId={participantId}
      onStarted={(chatId) => void navigate(`/messages/${chatId}`, { replace: true })}
    />
  );
}
