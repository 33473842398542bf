import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A native select with its visible label: the lightest accessible dropdown. */
export function NativeSelect({
  label,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { label: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
