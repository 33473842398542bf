import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealerDetail } from '@contract/healers';
import { apiFetch, ApiRequestError } from '@/lib/api-client';

/** One healer's public profile; null when there is no healer with this user id. */
export async function getHealer(
  userId: string,
  signal?: AbortSignal,
): Promise<HealerDetail | null> {
  try {
    return await apiFetch<HealerDetail>(`/api/healers/${encodeURIComponent(userId)}`, { signal });
  } catch (error) {
    // 400 is an id no healer can have (too long); both mean "not found" to a visitor.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      return null;
    throw error;
  }
}

export const healerQuery = (userId: string) =>
  queryOptions({
    queryKey: ['healers', 'detail', userId],
    queryFn: ({ signal }) => getHealer(userId, signal),
  });

export const useHealer = (userId: string) => useQuery(healerQuery(userId));
