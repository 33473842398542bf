import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** Marks these notifications read, or every one when `ids` is left out. */
export const markNotificationsRead = (ids?: string[]) =>
  apiFetch<{ unread: number }>('/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
  });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread, { unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
