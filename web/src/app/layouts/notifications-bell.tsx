import { Bell } from 'lucide-react';
import { useUnreadNotifications } from '@/features/notifications/api/get-unread-notifications';
import { notificationsPath } from '@/lib/role-paths';
import { HeaderCountLink } from './header-count-link';

/**
 * The bell of every signed-in patient and healer: their notification centre, with the unread
 * count kept live by the event stream (docs/product.md, Notifications).
 */
export function NotificationsBell({ role }: { role: 'patient' | 'healer' }) {
  const { data: unread = 0 } = useUnreadNotifications(true);
  return (
    <HeaderCountLink
      to={notificationsPath(role)}
      name="Notifications"
      count={unread}
      Icon={Bell}
      testId="notifications-unread"
    />
  );
}
