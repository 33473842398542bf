import { RadioGroup as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A set of radios, arrow-key operable; name the group with aria-labelledby. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root className={cn('grid gap-2', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return (
    <Primitive.Item
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-700',
        className,
      )}
      {...props}
    >
      <Primitive.Indicator className="block size-2.5 rounded-full bg-brand-700" />
    </Primitive.Item>
  );
}
