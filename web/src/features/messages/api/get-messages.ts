import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getMessages = (chatId: string, before?: string) =>
  apiFetch<MessagePage>(
    `/api/chats/${encodeURIComponent(chatId)}/messages?limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`,
  );

/** Pages go backwards in time: page 0 is the newest messages, each next page is older. */
export const messagesQuery = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam }) => getMessages(chatId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });

export const useMessages = (chatId: string) => useInfiniteQuery(messagesQuery(chatId));
