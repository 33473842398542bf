import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealerDetail } from '@contract/healers';
import { apiFetch, orNull } from '@/lib/api-client';
import { healerKeys } from './query-keys';

/**
 * One healer's public profile; null when there is no healer with this user id. A 400 is an id
 * no healer can have (too long): to a visitor both mean "not found", and every page shows that
 * the same way instead of failing.
 */
export const getHealer = (userId: string, signal?: AbortSignal) =>
  orNull(
    apiFetch<HealerDetail>(`/api/healers/${encodeURIComponent(userId)}`, { signal }),
    [404, 400],
  );

export const healerQuery = (userId: string) =>
  queryOptions({
    queryKey: healerKeys.detail(userId),
    queryFn: ({ signal }) => getHealer(userId, signal),
  });

/** Waits while there is no id yet (a booking before a healer is chosen). */
export function useHealer(userId: string | undefined) {
  return useQuery({ ...healerQuery(userId ?? ''), enabled: Boolean(userId) });
}
