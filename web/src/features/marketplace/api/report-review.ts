import { useMutation } from '@tanstack/react-query';
import type { ReviewReport } from '@contract/reviews';
import { apiFetch } from '@/lib/api-client';

export const reportReview = ({ reviewId, reason }: { reviewId: string; reason: string }) =>
  apiFetch<ReviewReport>(`/api/reviews/${encodeURIComponent(reviewId)}/report`, {
    method: 'POST',
    body: { reason },
  });

export const useReportReview = () => useMutation({ mutationFn: reportReview });
