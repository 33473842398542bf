import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatList } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getChats = () => apiFetch<ChatList>('/api/chats');

export const chatsQuery = () => queryOptions({ queryKey: chatKeys.list, queryFn: getChats });

export const useChats = () => useQuery(chatsQuery());
