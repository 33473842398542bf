import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatParticipant } from '@contract/chats';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The other person's picture and name, the message count, and on a page the way back. */
export function ConversationHeader({
  variant,
  other,
  messageCount,
}: {
  variant: 'page' | 'panel';
  other: ChatParticipant;
  messageCount: number;
}) {
  const page = variant === 'page';
  const Heading = page ? 'h1' : 'h2';
  return (
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
        name={other.usr_name}
        src={other.profile_picture_url}
        fallback="U"
        className="size-10"
      />
      <div>
        <Heading className="font-semibold">
          {page ? other.usr_name : `Chat with ${other.usr_name}`}
        </Heading>
        <p className="text-xs text-slate-600">
          {messageCount} {messageCount === 1 ? 'message' : 'messages'}
        </p>
      </div>
    </header>
  );
}
