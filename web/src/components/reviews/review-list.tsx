import type { ReactNode } from 'react';
import type { PublicReview, ReviewList as ReviewPage } from '@contract/reviews';
import { LoadMoreButton, type PagedQuery } from '@/components/ui/load-more-button';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

/**
 * docs/product.md, Reviews: a healer's reviews as pages arrive: the summary the first page
 * carries, the reviews newest first with `actions` under each, and "More reviews".
 */
export function ReviewList({
  pages,
  healerName,
  query,
  actions,
}: {
  pages: ReviewPage[];
  healerName: string;
  query: PagedQuery;
  actions?: (review: PublicReview) => ReactNode;
}) {
  const summary = pages[0]?.summary;
  return (
    <>
      {summary && <RatingSummary summary={summary} />}
      <ul aria-label="Reviews" className="flex flex-col gap-3">
        {pages
          .flatMap((page) => page.items)
          .map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} healerName={healerName} actions={actions?.(review)} />
            </li>
          ))}
      </ul>
      <LoadMoreButton query={query} label="More reviews" />
    </>
  );
}
