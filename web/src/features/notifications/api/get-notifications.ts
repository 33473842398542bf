import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@contract/notifications';
import { notificationKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The signed-in user's notifications, newest first, a page at a time. */
export const getNotifications = (cursor: string | null, signal?: AbortSignal) =>
  apiFetch<NotificationPage>(
    `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal },
  );

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQuery());
