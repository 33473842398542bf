import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const getUnreadCount = () => apiFetch<{ unread: number }>('/api/chats/unread');

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [queryRoots.chats, 'unread'],
    queryFn: getUnreadCount,
    select: (data) => data.unread,
  });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery(), enabled });
