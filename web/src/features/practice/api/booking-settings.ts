import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings, UpdateBookingSettings } from '@contract/practice';
import { healerKeys, myPracticeKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const bookingSettingsQuery = queryOptions({
  queryKey: myPracticeKeys.settings,
  queryFn: () => apiFetch<BookingSettings>('/api/me/booking-settings'),
});

export const useBookingSettings = () => useQuery(bookingSettingsQuery);

export const saveBookingSettings = (body: UpdateBookingSettings) =>
  apiFetch<BookingSettings>('/api/me/booking-settings', { method: 'PUT', body });

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(myPracticeKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: healerKeys.all });
    },
  });
}
