import { ConversationWith } from './conversation-with';

/**
 * The conversation with another user as a panel (beside a video call). Other features get it
 * through the app's router, never by import.
 */
export default function ChatPanel({ participantId }: { participantId: string }) {
  return <ConversationWith participantId={participantId} variant="panel" />;
}
