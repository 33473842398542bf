import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateReview, Review, UpdateReview } from '@contract/reviews';
import { appointmentKeys, healerKeys, reviewKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const createReview = ({
  appointmentId,
  review,
}: {
  appointmentId: string;
  review: CreateReview;
}) =>
  apiFetch<Review>(`/api/appointments/${encodeURIComponent(appointmentId)}/review`, {
    method: 'POST',
    body: review,
  });

export const updateReview = ({ id, change }: { id: string; change: UpdateReview }) =>
  apiFetch<Review>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });

export const deleteReview = ({ id }: { id: string; healerId: string }) =>
  apiFetch<void>(`/api/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A review write changes the session's row, the healer's figures and their review list. */
function refreshAfterReview(queryClient: QueryClient, healerId: string) {
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
  void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  void queryClient.invalidateQueries({ queryKey: healerKeys.detail(healerId) });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => refreshAfterReview(queryClient, review.healer_id),
  });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.own(review.id), review);
      refreshAfterReview(queryClient, review.healer_id);
    },
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_data, { id, healerId }) => {
      queryClient.removeQueries({ queryKey: reviewKeys.own(id) });
      refreshAfterReview(queryClient, healerId);
    },
  });
}
