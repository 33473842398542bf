import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getUnreadCount = () => apiFetch<{ unread: number }>('/api/chats/unread');

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread,
    queryFn: getUnreadCount,
    select: (data) => data.unread,
  });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery(), enabled });
