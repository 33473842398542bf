import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerateReview } from '@contract/admin';
import { adminKeys, healerKeys, reviewKeys } from '@/api/query-keys';
import { apiFetch } from '@/lib/api-client';

export const moderateReview = ({
  reviewId,
  moderation,
}: {
  reviewId: string;
  moderation: ModerateReview;
}) =>
  apiFetch<{ hidden: boolean; resolved_reports: number }>(
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/moderate`,
    { method: 'POST', body: moderation },
  );

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: () => {
      for (const queryKey of [adminKeys.all, reviewKeys.all, healerKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
