import { Bell, CheckCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Notification } from '@contract/notifications';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { LoadError } from '@/components/ui/load-error';

/**
 * docs/product.md, Notifications: the notification centre of either role, newest first, paged
 * with "Load more"; each links to its appointment, chat or medications page and is marked read
 * when opened; "Mark all as read" clears the bell.
 */
export default function NotificationsPage() {
  usePageMeta('Notifications', 'Your bookings, reminders and messages.');
  const notifications = useNotifications();
  const { data: unread = 0 } = useUnreadNotifications(true);
  const markRead = useMarkNotificationsRead();
  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: () => toast.success('All notifications marked as read'),
      onError: (error) =>
        toast.error('Could not mark them read', { description: errorMessage(error) }),
    });
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Notifications</h1>
          <p className="mt-1 text-slate-700" aria-live="polite">
            {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
          </p>
        </div>
        <Button variant="outline" onClick={markAll} disabled={unread === 0 || markRead.isPending}>
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </Button>
      </div>
      {notifications.isPending ? (
        <Spinner label="Loading notifications" />
      ) : notifications.isError ? (
        <LoadError />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <Bell aria-hidden="true" className="size-8 text-slate-500" />
          <p className="font-medium text-slate-800">No notifications yet</p>
          <p className="text-sm text-slate-600">
            Bookings, changes, reminders and unread messages will show up here.
          </p>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label="Notifications">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          </ul>
          <LoadMoreButton query={notifications} />
        </>
      )}
    </div>
  );
}

function NotificationItem({ item }: { item: Notification }) {
  const display = useDisplayZone();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = item.read_at === null;
  const open = () => {
    if (unread) markRead.mutate([item.id]);
    if (item.link) void navigate(item.link);
  };
  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-4',
        unread ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2.5 shrink-0 rounded-full',
          unread ? 'bg-brand-700' : 'bg-transparent',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-slate-900', unread && 'font-semibold')}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {item.link ? (
            <Link
              to={item.link}
              onClick={(event) => {
                event.preventDefault();
                open();
              }}
              className="underline-offset-2 hover:underline"
            >
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-700">{item.body}</p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, display)}</time>
        </p>
      </div>
      {unread ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate([item.id])}
        >
          Mark as read<span className="sr-only">: {item.title}</span>
        </Button>
      ) : null}
    </li>
  );
}
