import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityWeek, SaveAvailability } from '@contract/availability';
import { currentUserKey, myAvailabilityKey, myPracticeKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const saveAvailability = (body: SaveAvailability) =>
  apiFetch<AvailabilityWeek>('/api/me/availability', { method: 'PUT', body });

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (week) => {
      queryClient.setQueryData(myAvailabilityKey, week);
      void queryClient.invalidateQueries({ queryKey: myPracticeKeys.calendar });
      // Whether the healer is bookable (listed) may have changed with their hours.
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
