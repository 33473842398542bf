import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeSlots } from '@contract/availability';
import { apiFetch } from '@/lib/api-client';
import { healerKeys } from './query-keys';

export interface SlotQuery {
  healerId: string;
  /** The session type (null: the healer's first, or their default session). */
  sessionTypeId: string | null;
  /** A length instead of a type: moving a session keeps its own. */
  durationMinutes?: number;
  /** The zone the date is meant in: the patient's. */
  zone: string;
}

const params = (
  { sessionTypeId, durationMinutes, zone }: SlotQuery,
  extra: Record<string, string>,
) => {
  const search = new URLSearchParams({ ...extra, tz: zone });
  if (durationMinutes) search.set('duration_minutes', String(durationMinutes));
  else if (sessionTypeId) search.set('session_type_id', sessionTypeId);
  return search;
};

export const getHealerSlots = (query: SlotQuery, date: string, signal?: AbortSignal) =>
  apiFetch<FreeSlots>(
    `/api/healers/${encodeURIComponent(query.healerId)}/slots?${params(query, { date })}`,
    { signal },
  );

/** A practitioner's free starts on one day of the patient's zone. */
export const healerSlotsQuery = (query: SlotQuery, date: string) =>
  queryOptions({
    queryKey: healerKeys.slots(query.healerId, date, sessionKey(query), query.zone),
    queryFn: ({ signal }) => getHealerSlots(query, date, signal),
    // Slots go stale as others book; always ask again when the page shows them.
    staleTime: 0,
  });

export function useHealerSlots(query: SlotQuery | undefined, date: string) {
  return useQuery({
    ...healerSlotsQuery(query ?? { healerId: '', sessionTypeId: null, zone: 'UTC' }, date),
    enabled: Boolean(query?.healerId && date),
    retry: false,
  });
}

export const availableDaysPath = (query: SlotQuery, month: string) =>
  `/api/healers/${encodeURIComponent(query.healerId)}/available-days?${params(query, { month })}`;

/** One cache key part for "which session": a type id, or a length given outright. */
export const sessionKey = (query: SlotQuery) =>
  query.durationMinutes ? `${query.durationMinutes}min` : query.sessionTypeId;
