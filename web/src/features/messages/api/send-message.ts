import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const sendMessage = (chatId: string, content: string) =>
  apiFetch<Message>(`/api/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { content },
  });

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(chatId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [queryRoots.chats] }),
  });
}
