import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckIn,
  CheckInList,
  CreateCheckIn,
  HistoryPage,
  PlanVersionList,
} from '@contract/plans';
import { planKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export { plansQuery, usePlans } from '@/api/get-plans';

export const usePlanVersions = (planId: string, enabled: boolean) =>
  useQuery({
    queryKey: planKeys.versions(planId),
    queryFn: () => apiFetch<PlanVersionList>(`/api/plans/${encodeURIComponent(planId)}/versions`),
    enabled,
  });

export const useCheckIns = () =>
  useQuery({
    queryKey: planKeys.checkIns,
    queryFn: () => apiFetch<CheckInList>('/api/check-ins'),
  });

export function useSaveCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCheckIn) =>
      apiFetch<CheckIn>('/api/check-ins', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.checkIns }),
  });
}

/**
 * Ticks a practice off for a day, or (`done: false`) takes the tick back; the server keeps one
 * tick per day.
 */
export function useTickPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      planId,
      practiceId,
      date,
      done,
    }: {
      planId: string;
      practiceId: string;
      date: string;
      done: boolean;
    }) => {
      const path = `/api/plans/${encodeURIComponent(planId)}/practices/${encodeURIComponent(practiceId)}/completions`;
      return done
        ? apiFetch<{ streak: number }>(path, { method: 'POST', body: { date } })
        : apiFetch<{ streak: number }>(`${path}?${new URLSearchParams({ date })}`, {
            method: 'DELETE',
          });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export const useHistory = () =>
  useInfiniteQuery({
    queryKey: planKeys.history,
    queryFn: ({ pageParam }) =>
      apiFetch<HistoryPage>(
        pageParam ? `/api/me/history?cursor=${encodeURIComponent(pageParam)}` : '/api/me/history',
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
