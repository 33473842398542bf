import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityWeek } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';

/** The healer's weekly windows (same key as the availability page, so they share the cache). */
export const myAvailabilityQuery = queryOptions({
  queryKey: ['me', 'availability'],
  queryFn: () => apiFetch<AvailabilityWeek>('/api/me/availability'),
});

export function useMyAvailability(enabled: boolean) {
  return useQuery({ ...myAvailabilityQuery, enabled });
}
