import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ClientDetail, ClientList } from '@contract/clients';
import { clientKeys } from '@/api/query-keys';
import { apiFetch, orNull } from '@/lib/api-client';

/** The healer's clients page by page, `search` on the name. */
export const clientPagesQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: clientKeys.list(search),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (search) params.set('q', search);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<ClientList>(`/api/me/clients?${params}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export const useClientPages = (search: string) => useInfiniteQuery(clientPagesQuery(search));

/** One client with their sessions; null when they never booked this healer. */
export const clientQuery = (patientId: string) =>
  queryOptions({
    queryKey: clientKeys.detail(patientId),
    queryFn: ({ signal }) =>
      orNull(
        apiFetch<ClientDetail>(`/api/me/clients/${encodeURIComponent(patientId)}`, { signal }),
        [404],
      ),
  });

export const useClient = (patientId: string) => useQuery(clientQuery(patientId));
