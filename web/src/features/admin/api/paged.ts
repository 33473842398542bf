import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** One of the console's keyset-paged lists: `path` with its query, page after page. */
export function pagedQuery<Page extends { next_cursor: string | null }>(
  queryKey: readonly unknown[],
  path: string,
  search = new URLSearchParams(),
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams(search);
      if (pageParam) page.set('cursor', pageParam);
      const query = page.toString();
      return apiFetch<Page>(query ? `${path}?${query}` : path, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}
