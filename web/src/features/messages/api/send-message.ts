import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export interface OutgoingMessage {
  content: string;
  /** The same key on a retry: the server keeps one message, whatever reached it. */
  idempotencyKey: string;
}

export const sendMessage = (chatId: string, { content, idempotencyKey }: OutgoingMessage) =>
  apiFetch<Message>(`/api/chats/${encodeURIComponent(chatId)}/messages`, {
    method: 'POST',
    body: { content },
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => sendMessage(chatId, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
