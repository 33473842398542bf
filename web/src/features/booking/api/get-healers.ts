import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HealerList } from '@contract/healers';
import { apiFetch } from '@/lib/api-client';

const PAGE_SIZE = 50;

export function getHealers({ q, cursor }: { q: string; cursor?: string }) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<HealerList>(`/api/healers?${params}`);
}

/** Healers for the booking picker, searched by name or specialty, a page at a time. */
export const bookingHealersQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['healers', 'booking-picker', q],
    queryFn: ({ pageParam }) => getHealers({ q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });

export function useBookingHealers(q: string) {
  return useInfiniteQuery(bookingHealersQuery(q));
}
