import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

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
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    },
  });
}
