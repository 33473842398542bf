import { useCurrentUser } from '@/api/get-current-user';
import { useHealerReviews } from '@/api/get-healer-reviews';
import { ReviewList } from '@/components/reviews/review-list';
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
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews
      </h2>
      {reviews.isPending ? (
        <Spinner label="Loading reviews" />
      ) : reviews.isError ? (
        <p className="text-slate-700">Reviews could not be loaded. Please try again later.</p>
      ) : reviews.data.pages[0]?.items.length === 0 ? (
        <p className="text-slate-700">
          No reviews yet. Reviews come from patients after a completed session.
        </p>
      ) : (
        <ReviewList
          pages={reviews.data.pages}
          healerName={healerName}
          query={reviews}
          actions={(review) =>
            currentUser ? (
              <ReportReviewDialog reviewId={review.id} reviewer={review.reviewer_name} />
            ) : undefined
          }
        />
      )}
    </section>
  );
}
