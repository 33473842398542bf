import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AdminReportedReview } from '@contract/admin';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { StarRating } from '@/components/ui/star-rating';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useReports } from '../api/get-reports';
import { useModerateReview } from '../api/moderate-review';
import { AdminPage, QueryState } from '../components/admin-page';
import { ReasonDialog } from '@/components/ui/reason-dialog';

/** docs/product.md, Admin console: reported reviews, hidden or kept with a recorded reason. */
export default function AdminReportsPage() {
  const reports = useReports();
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminPage
      title="Reported reviews"
      description="Reviews someone reported, longest waiting first. Hide a review or keep it; the reason is recorded."
    >
      <QueryState
        isPending={reports.isPending}
        isError={reports.isError}
        loadingLabel="Loading reports"
      >
        {() =>
          items.length === 0 ? (
            <p className="text-slate-700">No reported reviews.</p>
          ) : (
            <ul aria-label="Reported reviews" className="flex flex-col gap-4">
              {items.map((item) => (
                <ReportedReview key={item.review.id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <LoadMoreButton query={reports} />
    </AdminPage>
  );
}

function ReportedReview({ item }: { item: AdminReportedReview }) {
  const display = useDisplayZone();
  const moderate = useModerateReview();
  const { review } = item;
  const decide = (decision: 'hide' | 'keep', reason: string, close: () => void) =>
    moderate.mutate(
      { reviewId: review.id, moderation: { decision, reason } },
      {
        onSuccess: () => {
          toast.success(decision === 'hide' ? 'Review hidden' : 'Review kept');
          close();
        },
        onError: (error) => toast.error('Moderation failed', { description: errorMessage(error) }),
      },
    );
  const target = `the review by ${review.author_name}`;
  return (
    <li
      aria-label={`Review by ${review.author_name}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <p className="text-sm text-slate-700">
          By {review.author_name} about{' '}
          <Link
            to={`/healers/${encodeURIComponent(review.healer_id)}`}
            className="text-brand-700 underline"
          >
            {review.healer_name}
          </Link>{' '}
          · {formatDate(review.created_at, display)}
          {review.hidden && ' · Hidden'}
        </p>
      </div>
      <p className="whitespace-pre-line text-slate-800">{review.text ?? 'No text, only stars.'}</p>
      <div>
        <h2 className="text-sm font-semibold text-slate-900">
          {item.reports.length} {item.reports.length === 1 ? 'report' : 'reports'}
        </h2>
        <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
          {item.reports.map((report) => (
            <li key={report.id}>
              “{report.reason}” ({report.reporter_name}, {formatDate(report.created_at, display)})
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-2">
        <ReasonDialog
          triggerLabel="Hide review"
          triggerVariant="destructive"
          accessibleTarget={`by ${review.author_name}`}
          title="Hide this review?"
          description="It leaves the healer's profile and no longer counts in their rating."
          fieldLabel="Reason (recorded in the audit log)"
          submitLabel="Hide review"
          required
          pending={moderate.isPending}
          onSubmit={(reason, { close }) => decide('hide', reason, close)}
        />
        <ReasonDialog
          triggerLabel="Keep review"
          accessibleTarget={`by ${review.author_name}`}
          title="Keep this review?"
          description={`The reports about ${target} are closed and it stays on the profile.`}
          fieldLabel="Reason (recorded in the audit log)"
          submitLabel="Keep review"
          required
          pending={moderate.isPending}
          onSubmit={(reason, { close }) => decide('keep', reason, close)}
        />
      </div>
    </li>
  );
}
