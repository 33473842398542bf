import { cn } from '@/lib/utils';
import type { Quality } from '../lib/call-quality';

const WORDS = { good: 'Good', fair: 'Fair', poor: 'Poor', unknown: 'Measuring…' } as const;
const BARS = { good: 3, fair: 2, poor: 1, unknown: 0 } as const;

/** Connection quality from getStats: three bars and a word, with the figures as a tooltip. */
export function QualityIndicator({ quality }: { quality: Quality }) {
  const details = [
    quality.roundTripMs !== undefined ? `round trip ${Math.round(quality.roundTripMs)} ms` : null,
    quality.lossPercent !== undefined ? `${quality.lossPercent.toFixed(1)} % packets lost` : null,
    quality.inboundKbps !== undefined ? `${Math.round(quality.inboundKbps)} kbit/s in` : null,
  ].filter(Boolean);
  return (
    <p
      className="flex items-center gap-2 text-sm text-slate-100"
      data-quality={quality.level}
      title={details.join(', ') || undefined}
    >
      <span aria-hidden="true" className="flex h-4 items-end gap-0.5">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              'w-1 rounded-sm',
              bar === 1 ? 'h-1.5' : bar === 2 ? 'h-2.5' : 'h-4',
              bar <= BARS[quality.level]
                ? quality.level === 'poor'
                  ? 'bg-red-400'
                  : quality.level === 'fair'
                    ? 'bg-amber-300'
                    : 'bg-green-400'
                : 'bg-slate-600',
            )}
          />
        ))}
      </span>
      Connection: {WORDS[quality.level]}
    </p>
  );
}
