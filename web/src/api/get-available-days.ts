import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDays } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';
import { availableDaysPath, sessionKey, type SlotQuery } from './get-healer-slots';
import { healerKeys } from './query-keys';

/** The days of one month (in the patient's zone) on which the healer has a free start. */
export const availableDaysQuery = (query: SlotQuery, month: string) =>
  queryOptions({
    queryKey: healerKeys.availableDays(query.healerId, month, sessionKey(query), query.zone),
    queryFn: ({ signal }) => apiFetch<AvailableDays>(availableDaysPath(query, month), { signal }),
    staleTime: 0,
  });

export function useAvailableDays(query: SlotQuery | undefined, month: string) {
  return useQuery({
    ...availableDaysQuery(query ?? { healerId: '', sessionTypeId: null, zone: 'UTC' }, month),
    enabled: Boolean(query?.healerId),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
