import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export interface FirstMessage {
  participantId: string;
  content: string;
  /** The same key on a retry: the server keeps one message, whatever reached it. */
  idempotencyKey: string;
}

/** A conversation begins with its first message (POST /api/chats). */
export const startChat = ({ participantId, content, idempotencyKey }: FirstMessage) =>
  apiFetch<Chat>('/api/chats', {
    method: 'POST',
    body: { participant_id: participantId, content },
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: (chat) => {
      // The chat's page opens next: it has what it needs at once, with no loading in between.
      queryClient.setQueryData(chatKeys.detail(chat.id), chat);
      return queryClient.invalidateQueries({ queryKey: chatKeys.all });
    },
  });
}
