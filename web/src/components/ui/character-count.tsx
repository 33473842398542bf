import { cn } from '@/lib/utils';

/**
 * "120 / 2000" under a text that has a limit; past it, how many characters are too many. A paste
 * over the limit is kept whole (never cut silently) and refused when sent.
 */
export function CharacterCount({ id, count, max }: { id: string; count: number; max: number }) {
  const over = count - max;
  return (
    <p
      id={id}
      aria-live="polite"
      className={cn('text-xs', over > 0 ? 'font-medium text-red-700' : 'text-slate-600')}
    >
      {over > 0
        ? `${count} / ${max}: ${over} ${over === 1 ? 'character' : 'characters'} too many`
        : `${count} / ${max}`}
    </p>
  );
}
