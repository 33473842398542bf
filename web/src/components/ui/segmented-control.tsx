import { cn } from '@/lib/utils';

/**
 * A row of buttons of which one is pressed (a filter, a view): `aria-pressed` tells screen
 * readers which, the group's label what they choose.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-wrap gap-1 rounded-md bg-slate-100 p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-700',
            value === option.value ? 'bg-white text-brand-800 shadow-sm' : 'hover:bg-slate-200',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
