import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@contract/reviews';
import { reviewKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

/** The caller's own review, with its edit window. */
export const getOwnReview = (id: string, signal?: AbortSignal) =>
  apiFetch<Review>(`/api/reviews/${encodeURIComponent(id)}`, { signal });

export const ownReviewQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.own(id),
    queryFn: ({ signal }) => getOwnReview(id, signal),
  });

/** Waits until there is a review to read. */
export const useOwnReview = (id: string | null) =>
  useQuery({ ...ownReviewQuery(id ?? ''), enabled: Boolean(id) });
