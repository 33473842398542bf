import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatList } from '@contract/chats';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const getChats = () => apiFetch<ChatList>('/api/chats');

export const chatsQuery = () =>
  queryOptions({ queryKey: [queryRoots.chats, 'list'], queryFn: getChats });

export const useChats = () => useQuery(chatsQuery());
