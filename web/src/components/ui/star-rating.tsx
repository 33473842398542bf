import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Ratings show one decimal (docs/product.md, Constants and limits). */
export const formatRating = (rating: number) => rating.toFixed(1);

/**
 * Five stars, filled to the rating rounded to the nearest whole star (docs/product.md, Constants
 * and limits), and the rating.
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
