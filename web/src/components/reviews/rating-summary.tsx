import type { ReviewSummary } from '@contract/reviews';
import { formatRating } from '@/components/ui/star-rating';

/**
 * docs/product.md, Reviews: the average, the count, one bar per star level and the share who
 * would recommend. Each bar is a labelled meter, so the distribution reads as text too.
 */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { reviews_count: count } = summary;
  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-bold text-slate-900">
          {formatRating(summary.rating_average)}
          <span className="sr-only"> out of 5</span>
        </p>
        <p className="text-sm text-slate-700">
          {count} {count === 1 ? 'review' : 'reviews'}
        </p>
        {summary.recommend_percent !== null && (
          <p className="text-sm text-slate-700">{summary.recommend_percent}% would recommend</p>
        )}
      </div>
      <ul aria-label="Rating distribution" className="flex flex-col gap-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const reviews = summary.distribution[stars - 1] ?? 0;
          const share = count === 0 ? 0 : Math.round((100 * reviews) / count);
          const label = `${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviews} ${reviews === 1 ? 'review' : 'reviews'}`;
          return (
            <li key={stars} className="flex items-center gap-3 text-sm text-slate-700">
              <span className="w-12 shrink-0" aria-hidden="true">
                {stars} star{stars === 1 ? '' : 's'}
              </span>
              <span
                role="meter"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={count}
                aria-valuenow={reviews}
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right" aria-hidden="true">
                {reviews}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
