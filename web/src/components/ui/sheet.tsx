import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

/** A panel that slides in from the side (mobile menus), with a focus trap and Escape to close. */
export function SheetContent({
  title,
  children,
  className,
  side = 'right',
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  title: string;
  children: ReactNode;
  side?: 'left' | 'right';
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-6 shadow-xl',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            className="rounded p-1 text-slate-600 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
