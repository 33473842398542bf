import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getUnreadNotifications = () =>
  apiFetch<{ unread: number }>('/api/notifications/unread-count');

/** The bell's count; realtime `notification.*` events make it stale (web/src/api/realtime.tsx). */
export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: getUnreadNotifications,
    select: (data) => data.unread,
  });

export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({ ...unreadNotificationsQuery(), enabled });
