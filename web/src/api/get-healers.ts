import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { HealerList } from '@contract/healers';
import { apiFetch } from '@/lib/api-client';
import { healerKeys } from './query-keys';

/**
 * The healers list (GET /api/healers): one search, with the API's own parameter names (`q`,
 * `specialty`, `sort`, `limit`…), whoever asks it: the directory, the home page's featured
 * healers, the booking picker.
 */
export const getHealers = (search: URLSearchParams, signal?: AbortSignal) =>
  apiFetch<HealerList>(`/api/healers?${search.toString()}`, { signal });

/** One page of a search, for a fixed short list. */
export const healersPageQuery = (search: URLSearchParams) =>
  queryOptions({
    queryKey: healerKeys.page(search.toString()),
    queryFn: ({ signal }) => getHealers(search, signal),
  });

export const useHealersPage = (search: URLSearchParams) => useQuery(healersPageQuery(search));

/** A search page by page, following the server's cursor. */
export const healerPagesQuery = (search: URLSearchParams) =>
  infiniteQueryOptions({
    queryKey: healerKeys.pages(search.toString()),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(search);
      if (pageParam) page.set('cursor', pageParam);
      return getHealers(page, signal);
    },
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });

export const useHealerPages = (search: URLSearchParams) =>
  useInfiniteQuery(healerPagesQuery(search));
