import { useCurrentUser } from '@/api/get-current-user';
import { useHealerReviews } from '@/api/get-healer-reviews';
import { RatingSummary } from '@/components/reviews/rating-summary';
import { ReviewCard } from '@/components/reviews/review-card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { ReportReviewDialog } from './report-review-dialog';

/**
 * docs/product.md, Reviews: the profile's reviews section, the distribution above the newest
 * reviews, a page at a time. Only patients who had a completed session write reviews; anyone
 * signed in may report one.
 */
export function HealerReviews({ healerId, healerName }: { healerId: string; healerName: string }) {
  const reviews = useHealerReviews(healerId);
  const { data: currentUser } = useCurrentUser();
  const summary = reviews.data?.pages[0]?.summary;
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews
      </h2>
      {reviews.isPending ? (
        <Spinner label="Loading reviews" />
      ) : reviews.isError ? (
        <p className="text-slate-700">Reviews could not be loaded. Please try again later.</p>
      ) : items.length === 0 ? (
        <p className="text-slate-700">
          No reviews yet. Reviews come from patients after a completed session.
        </p>
      ) : (
        <>
          {summary && <RatingSummary summary={summary} />}
          <ul aria-label="Reviews" className="flex flex-col gap-3">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  healerName={healerName}
                  actions={
                    currentUser ? (
                      <ReportReviewDialog reviewId={review.id} reviewer={review.reviewer_name} />
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton query={reviews} label="More reviews" />
        </>
      )}
    </section>
  );
}
