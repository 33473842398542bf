import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const sendMessage = (chatId: string, content: string) =>
  apiFetch<Message>(`/api/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { content },
  });

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(chatId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
