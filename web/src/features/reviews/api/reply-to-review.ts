import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicReview } from '@contract/reviews';
import { reviewKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export type ReplyChange = { action: 'post' | 'edit'; text: string } | { action: 'remove' };

const METHODS = { post: 'POST', edit: 'PATCH', remove: 'DELETE' } as const;

/** The healer's one public reply to a review: post it, edit it or take it back. */
export const replyToReview = ({ reviewId, change }: { reviewId: string; change: ReplyChange }) =>
  apiFetch<PublicReview>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: METHODS[change.action],
    body: change.action === 'remove' ? undefined : { text: change.text },
  });

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (review) =>
      queryClient.invalidateQueries({ queryKey: reviewKeys.ofHealer(review.healer_id) }),
  });
}
