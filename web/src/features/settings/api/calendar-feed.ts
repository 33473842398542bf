import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, NewCalendarFeed } from '@contract/notifications';
import { settingsKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const getCalendarFeed = () => apiFetch<CalendarFeed>('/api/me/calendar-feed');

export const calendarFeedQuery = () =>
  queryOptions({ queryKey: settingsKeys.calendarFeed, queryFn: getCalendarFeed });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

/** A new private address (the previous one stops working); shown once by the caller. */
export const createCalendarFeed = () =>
  apiFetch<NewCalendarFeed>('/api/me/calendar-feed', { method: 'POST' });

export const removeCalendarFeed = () =>
  apiFetch<void>('/api/me/calendar-feed', { method: 'DELETE' });

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeed>(settingsKeys.calendarFeed, {
        active: true,
        created_at: feed.created_at,
      }),
  });
}

export function useRemoveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeed>(settingsKeys.calendarFeed, {
        active: false,
        created_at: null,
      }),
  });
}
