import { MessageSquare } from 'lucide-react';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { HeaderCountLink } from './header-count-link';

/** The signed-in user's way to their conversations, with the total unread count (live). */
export function MessagesLink() {
  const { data: unread = 0 } = useUnreadCount(true);
  return (
    <HeaderCountLink
      to="/messages"
      name="Messages"
      count={unread}
      Icon={MessageSquare}
      testId="unread-total"
    />
  );
}
