import { useState } from 'react';
import { toast } from 'sonner';
import { REVIEW_LIMITS } from '@contract/constants';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useReportReview } from '../api/report-review';

/** docs/product.md, Reviews: anyone signed in may report a review to the admins, with a reason. */
export function ReportReviewDialog({ reviewId, reviewer }: { reviewId: string; reviewer: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useReportReview();
  const submit = () => {
    if (!reason.trim()) return setError('Please say why you are reporting this review');
    report.mutate(
      { reviewId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success('Thank you. Our team will look at this review.');
          setOpen(false);
          setReason('');
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
      trigger={
        <Button variant="ghost" size="sm" className="self-start text-slate-600">
          Report<span className="sr-only"> review by {reviewer}</span>
        </Button>
      }
      title="Report this review"
      description="Tell us what is wrong with it. Our team reads every report."
      onSubmit={submit}
      noValidate
      dismissLabel="Cancel"
      submitLabel="Send report"
      pendingLabel="Sending..."
      pending={report.isPending}
    >
      <Label htmlFor={`report-${reviewId}`}>Reason</Label>
      <Textarea
        id={`report-${reviewId}`}
        value={reason}
        maxLength={REVIEW_LIMITS.reportReason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `report-${reviewId}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p id={`report-${reviewId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
