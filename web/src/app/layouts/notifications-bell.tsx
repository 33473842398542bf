import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadNotifications } from '@/features/notifications/api/get-unread-notifications';
import { Button } from '@/components/ui/button';
import { notificationsPath } from '@/lib/role-paths';

/**
 * The bell of every signed-in patient and healer: their notification centre, with the unread
 * count kept live by the event stream (docs/product.md, Notifications).
 */
export function NotificationsBell({ role }: { role: 'patient' | 'healer' }) {
  const { data: unread = 0 } = useUnreadNotifications(true);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={notificationsPath(role)} aria-label={label} title={label}>
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-unread"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
