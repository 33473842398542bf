import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { Button } from '@/components/ui/button';

/** The signed-in user's way to their conversations, with the total unread count (live). */
export function MessagesLink() {
  const { data: unread = 0 } = useUnreadCount(true);
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/messages" aria-label={label} title={label}>
        <MessageSquare aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-total"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
