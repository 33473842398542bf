import type { ReactNode } from 'react';
import type { PublicReview } from '@contract/reviews';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';

/**
 * One review as the profile shows it (docs/product.md, Reviews): stars, the reviewer's first
 * name and initial, the date (and "Edited" once changed), the text, whether they would
 * recommend, and the healer's reply. `actions` go under it (report, reply).
 */
export function ReviewCard({
  review,
  healerName,
  actions,
}: {
  review: PublicReview;
  healerName: string;
  actions?: ReactNode;
}) {
  const display = useDisplayZone();
  const edited = Date.parse(review.updated_at) - Date.parse(review.created_at) > 60_000;
  return (
    <article
      aria-label={`Review by ${review.reviewer_name}`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-900">{review.reviewer_name}</span>
          {' · '}
          <time dateTime={review.created_at}>{formatDate(review.created_at, display)}</time>
          {edited && ' · Edited'}
        </p>
      </div>
      {review.text && <p className="whitespace-pre-line text-slate-800">{review.text}</p>}
      {review.would_recommend !== null && (
        <p className="text-sm text-slate-700">
          {review.would_recommend ? 'Would recommend' : 'Would not recommend'}
        </p>
      )}
      {review.reply && (
        <div className="mt-1 rounded-md border-l-4 border-brand-300 bg-brand-50 px-3 py-2">
          <p className="text-sm font-semibold text-brand-900">Response from {healerName}</p>
          <p className="whitespace-pre-line text-sm text-slate-800">{review.reply.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
