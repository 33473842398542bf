import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@contract/chats';
import { chatKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const openChat = (participantId: string) =>
  apiFetch<Chat>('/api/chats', { method: 'POST', body: { participant_id: participantId } });

export function useOpenChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.list }),
  });
}
