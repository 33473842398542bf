import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityWeek } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';

export const getAvailability = () => apiFetch<AvailabilityWeek>('/api/me/availability');

export const availabilityQuery = queryOptions({
  queryKey: ['me', 'availability'],
  queryFn: getAvailability,
});

export function useAvailability() {
  return useQuery(availabilityQuery);
}
