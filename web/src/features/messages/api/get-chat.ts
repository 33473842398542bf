import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chat } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getChat = (chatId: string) =>
  apiFetch<Chat>(`/api/chats/${encodeURIComponent(chatId)}`);

export const chatQuery = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.detail(chatId), queryFn: () => getChat(chatId) });

export const useChat = (chatId: string, enabled = true) =>
  useQuery({ ...chatQuery(chatId), enabled });
