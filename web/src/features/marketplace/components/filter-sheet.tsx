import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent } from '@/components/ui/sheet';

/**
 * The filters on a phone: a sheet over the results, which change behind it as filters are
 * chosen; "Show N results" closes it onto them (docs/product.md, Healers directory).
 */
export default function FilterSheet({
  open,
  onOpenChange,
  resultsLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultsLabel: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Filters" side="left" className="w-[22rem] gap-0 p-0 pt-6">
        <div className="flex-1 overflow-y-auto px-6 pb-6">{children}</div>
        <div className="border-t border-slate-200 p-4">
          <SheetClose asChild>
            <Button className="w-full" aria-live="polite">
              {resultsLabel}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
