import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeSlots } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';

export const getHealerSlots = (healerId: string, date: string) =>
  apiFetch<FreeSlots>(
    `/api/healers/${encodeURIComponent(healerId)}/slots?date=${encodeURIComponent(date)}`,
  );

export const healerSlotsQuery = (healerId: string, date: string) =>
  queryOptions({
    queryKey: ['healers', 'slots', healerId, date],
    queryFn: () => getHealerSlots(healerId, date),
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
