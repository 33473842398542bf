import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityWeek } from '@contract/availability';
import { myAvailabilityKey, myPracticeKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const deleteAvailabilityWindow = (id: string) =>
  apiFetch<void>(`/api/me/availability/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAvailabilityWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAvailabilityWindow,
    onSuccess: (_result, id) => {
      queryClient.setQueryData(myAvailabilityKey, (week: AvailabilityWeek | undefined) =>
        week ? { ...week, windows: week.windows.filter((window) => window.id !== id) } : week,
      );
      void queryClient.invalidateQueries({ queryKey: myPracticeKeys.calendar });
    },
  });
}
