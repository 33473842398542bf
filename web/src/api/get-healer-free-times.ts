import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeTimes } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';
import { healerKeys } from './query-keys';

export const getHealerFreeTimes = (healerId: string, zone: string, signal?: AbortSignal) =>
  apiFetch<FreeTimes>(
    `/api/healers/${encodeURIComponent(healerId)}/free-times?${new URLSearchParams({ tz: zone })}`,
    { signal },
  );

/** A practitioner's free starts over the next 7 days of the viewer's zone, by day. */
export const healerFreeTimesQuery = (healerId: string, zone: string) =>
  queryOptions({
    queryKey: healerKeys.freeTimes(healerId, zone),
    queryFn: ({ signal }) => getHealerFreeTimes(healerId, zone, signal),
    staleTime: 30_000,
  });

export function useHealerFreeTimes(healerId: string, zone: string, enabled = true) {
  return useQuery({ ...healerFreeTimesQuery(healerId, zone), enabled });
}
