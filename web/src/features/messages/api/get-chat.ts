import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chat } from '@contract/chats';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const getChat = (chatId: string) =>
  apiFetch<Chat>(`/api/chats/${encodeURIComponent(chatId)}`);

export const chatQuery = (chatId: string) =>
  queryOptions({ queryKey: [queryRoots.chats, 'detail', chatId], queryFn: () => getChat(chatId) });

export const useChat = (chatId: string) => useQuery(chatQuery(chatId));
