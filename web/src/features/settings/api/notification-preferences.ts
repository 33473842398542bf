import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@contract/notifications';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getNotificationPreferences = () =>
  apiFetch<NotificationPreferences>('/api/me/notification-preferences');

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.notificationPreferences,
    queryFn: getNotificationPreferences,
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

export const updateNotificationPreferences = (change: UpdateNotificationPreferences) =>
  apiFetch<NotificationPreferences>('/api/me/notification-preferences', {
    method: 'PUT',
    body: change,
  });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.notificationPreferences, saved),
  });
}
