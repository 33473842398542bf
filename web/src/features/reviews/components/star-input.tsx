import { Star } from 'lucide-react';
import { RadioGroup as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * Choosing 1 to 5 stars: a radio group (arrow keys move, the choice is announced as "4 stars"),
 * drawn as stars filled up to the choice.
 */
export function StarInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <Primitive.Root
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required
      orientation="horizontal"
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      className="flex gap-1"
    >
      {LEVELS.map((level) => (
        <Primitive.Item
          key={level}
          value={String(level)}
          aria-label={`${level} ${level === 1 ? 'star' : 'stars'}`}
          className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Star
            aria-hidden="true"
            className={cn(
              'size-8',
              value !== null && level <= value
                ? 'fill-amber-400 text-amber-600'
                : 'fill-none text-slate-500',
            )}
          />
        </Primitive.Item>
      ))}
    </Primitive.Root>
  );
}
