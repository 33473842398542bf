import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityWeek } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';
import { myAvailabilityKey } from './query-keys';

export const getMyAvailability = () => apiFetch<AvailabilityWeek>('/api/me/availability');

/** The signed-in healer's weekly windows: edited on one page, summed up on the dashboard. */
export const myAvailabilityQuery = queryOptions({
  queryKey: myAvailabilityKey,
  queryFn: getMyAvailability,
});

export const useMyAvailability = () => useQuery(myAvailabilityQuery);
