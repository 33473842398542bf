import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailabilityOverrideList,
  CreateAvailabilityOverride,
  CreatedAvailabilityOverride,
} from '@contract/availability';
import { healerKeys, myPracticeKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const myOverridesQuery = queryOptions({
  queryKey: myPracticeKeys.overrides,
  queryFn: () => apiFetch<AvailabilityOverrideList>('/api/me/availability-overrides'),
});

export const useMyOverrides = () => useQuery(myOverridesQuery);

export const createOverride = (body: CreateAvailabilityOverride) =>
  apiFetch<CreatedAvailabilityOverride>('/api/me/availability-overrides', {
    method: 'POST',
    body,
  });
export const deleteOverride = (id: string) =>
  apiFetch<void>(`/api/me/availability-overrides/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What an override changes: the list, the calendar, and the free times patients see. */
export function useScheduleChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: myPracticeKeys.overrides });
    void queryClient.invalidateQueries({ queryKey: myPracticeKeys.calendar });
    void queryClient.invalidateQueries({ queryKey: healerKeys.allSlots });
  };
}

export function useCreateOverride() {
  const changed = useScheduleChange();
  return useMutation({ mutationFn: createOverride, onSuccess: changed });
}

export function useDeleteOverride() {
  const changed = useScheduleChange();
  return useMutation({ mutationFn: deleteOverride, onSuccess: changed });
}
