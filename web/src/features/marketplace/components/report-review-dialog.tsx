import { toast } from 'sonner';
import { REVIEW_LIMITS } from '@contract/constants';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { useReportReview } from '../api/report-review';

/** docs/product.md, Reviews: anyone signed in may report a review to the admins, with a reason. */
export function ReportReviewDialog({ reviewId, reviewer }: { reviewId: string; reviewer: string }) {
  const report = useReportReview();
  return (
    <ReasonDialog
      triggerLabel="Report"
      triggerVariant="ghost"
      triggerClassName="self-start text-slate-600"
      accessibleTarget={`review by ${reviewer}`}
      title="Report this review"
      description="Tell us what is wrong with it. Our team reads every report."
      fieldLabel="Reason"
      submitLabel="Send report"
      required
      requiredMessage="Please say why you are reporting this review"
      maxLength={REVIEW_LIMITS.reportReason}
      pending={report.isPending}
      pendingLabel="Sending..."
      onSubmit={(reason, { close, fail }) =>
        report.mutate(
          { reviewId, reason },
          {
            onSuccess: () => {
              toast.success('Thank you. Our team will look at this review.');
              close();
            },
            onError: (failure) => fail(errorMessage(failure)),
          },
        )
      }
    />
  );
}
