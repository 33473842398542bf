import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatWith } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** Whether the viewer may write to this person, and their chat if they have one. */
export const chatWithQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.with(userId),
    queryFn: ({ signal }) =>
      apiFetch<ChatWith>(`/api/chats/with/${encodeURIComponent(userId)}`, { signal }),
  });

export const useChatWith = (userId: string) => useQuery(chatWithQuery(userId));
