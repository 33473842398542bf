import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const markChatRead = (chatId: string) =>
  apiFetch<{ unread: number }>(`/api/chats/${encodeURIComponent(chatId)}/read`, {
    method: 'POST',
    body: {},
  });

export function useMarkChatRead(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markChatRead(chatId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [queryRoots.chats, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [queryRoots.chats, 'unread'] });
    },
  });
}
