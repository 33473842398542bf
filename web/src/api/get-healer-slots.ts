import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeSlots } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';
import { healerKeys } from './query-keys';

export const getHealerSlots = (healerId: string, date: string, signal?: AbortSignal) =>
  apiFetch<FreeSlots>(
    `/api/healers/${encodeURIComponent(healerId)}/slots?date=${encodeURIComponent(date)}`,
    { signal },
  );

/** A practitioner's free starts on one of their days. */
export const healerSlotsQuery = (healerId: string, date: string) =>
  queryOptions({
    queryKey: healerKeys.slots(healerId, date),
    queryFn: ({ signal }) => getHealerSlots(healerId, date, signal),
    // Slots go stale as others book; always ask again when the page shows them.
    staleTime: 0,
  });

export function useHealerSlots(healerId: string | undefined, date: string) {
  return useQuery({
    ...healerSlotsQuery(healerId ?? '', date),
    enabled: Boolean(healerId && date),
    retry: false,
  });
}
