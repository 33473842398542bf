import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { FEATURED_HEALERS_LIMIT } from '@contract/constants';
import type { HealerList } from '@contract/healers';
import { apiFetch } from '@/lib/api-client';
import { filtersToSearchParams, type HealerFilters } from '../lib/healer-filters';

const DIRECTORY_PAGE_SIZE = 12;

export function getHealers(params: URLSearchParams, signal?: AbortSignal): Promise<HealerList> {
  return apiFetch<HealerList>(`/api/healers?${params.toString()}`, { signal });
}

/** The directory: one query per filter set, paged with the server's cursor. */
export const healersDirectoryQuery = (filters: HealerFilters) =>
  infiniteQueryOptions({
    queryKey: ['healers', 'directory', filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = filtersToSearchParams(filters);
      params.set('limit', String(DIRECTORY_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return getHealers(params, signal);
    },
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });

export const useHealersDirectory = (filters: HealerFilters) =>
  useInfiniteQuery(healersDirectoryQuery(filters));

/** The home page's Featured Healers: the best rated four (spec §9). */
export const featuredHealersQuery = queryOptions({
  queryKey: ['healers', 'featured'],
  queryFn: ({ signal }) =>
    getHealers(
      new URLSearchParams({ sort: 'rating', limit: String(FEATURED_HEALERS_LIMIT) }),
      signal,
    ),
});

export const useFeaturedHealers = () => useQuery(featuredHealersQuery);
