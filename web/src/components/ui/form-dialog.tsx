import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

/**
 * An action that asks for something first (a reason, a link, a report, a form): `trigger` opens
 * a dialog with the fields, a button that dismisses it, and a submit button that is busy while
 * `pending`.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  onSubmit,
  noValidate,
  dismissLabel,
  submitLabel,
  pendingLabel,
  submitVariant,
  pending,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  onSubmit: () => void;
  noValidate?: boolean;
  dismissLabel: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonProps['variant'];
  pending: boolean;
  /**
   * Where focus goes when the dialog closes, when not to its trigger (an action that removed
   * the trigger, such as cancelling the item it belonged to); undefined: the trigger.
   */
  returnFocusTo?: () => HTMLElement | undefined;
  children?: ReactNode;
}) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target) return;
          event.preventDefault();
          focusElement(target);
        }}
      >
        <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate={noValidate}>
          <div className="flex flex-col gap-1.5">{children}</div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {dismissLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Focuses an element that may not be focusable by itself (a list, a heading). */
function focusElement(element: HTMLElement) {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
    element.setAttribute('tabindex', '-1');
  element.focus();
}
