import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewList } from '@contract/reviews';
import { apiFetch } from '@/lib/api-client';
import { reviewKeys } from './query-keys';

/** A healer's visible reviews, newest first; the first page carries the summary. */
export const getHealerReviews = (healerId: string, cursor: string | null, signal?: AbortSignal) =>
  apiFetch<ReviewList>(
    `/api/healers/${encodeURIComponent(healerId)}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal },
  );

export const healerReviewsQuery = (healerId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.ofHealer(healerId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => getHealerReviews(healerId, pageParam, signal),
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });

export const useHealerReviews = (healerId: string) =>
  useInfiniteQuery(healerReviewsQuery(healerId));
