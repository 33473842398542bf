import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Ratings show one decimal (docs/product.md, Constants and limits). */
export const formatRating = (rating: number) => rating.toFixed(1);

/**
 * Five stars, filled to the rating rounded to the nearest whole star (docs/product.md, Constants
 * and limits), and the rating; "New" for a healer nobody has reviewed yet (not "0.0").
 */
export function StarRating({
  rating,
  reviews,
  className,
}: {
  rating: number;
  reviews?: number;
  className?: string;
}) {
  if (reviews === 0)
    return (
      <div className={cn('flex items-center text-sm', className)}>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          New<span className="sr-only">: no reviews yet</span>
        </span>
      </div>
    );
  const filled = Math.round(rating);
  const reviewText =
    reviews === undefined ? '' : ` (${reviews} ${reviews === 1 ? 'review' : 'reviews'})`;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-1.5 text-sm', className)}>
      <span role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={cn(
              'size-4',
              index < filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {formatRating(rating)}
      </span>
      {reviewText && <span className="text-slate-600">{reviewText.trim()}</span>}
    </div>
  );
}
