import { useId, useState } from 'react';
import { Button, type ButtonProps } from './button';
import { FormDialog } from './form-dialog';
import { Label } from './label';
import { Textarea } from './textarea';

/** What the caller does once the request is answered: close the dialog, or show why it failed. */
export interface ReasonDialogOutcome {
  close(): void;
  fail(message: string): void;
}

/**
 * An action that asks why first: a report of a review, an admin's decision (the reason goes to
 * the audit log, and for verification decisions to the healer). `required` refuses an empty
 * reason with `requiredMessage` before anything is sent.
 */
export function ReasonDialog({
  triggerLabel,
  triggerVariant = 'outline',
  triggerClassName,
  accessibleTarget,
  title,
  description,
  fieldLabel,
  submitLabel,
  required,
  requiredMessage = 'Please give a reason',
  maxLength = 1000,
  pending,
  pendingLabel = 'Saving...',
  onSubmit,
}: {
  triggerLabel: string;
  triggerVariant?: ButtonProps['variant'];
  triggerClassName?: string;
  /** Completes the trigger's name for screen readers ("Approve" → "Approve Noor Vale"). */
  accessibleTarget: string;
  title: string;
  description: string;
  fieldLabel: string;
  submitLabel: string;
  required: boolean;
  requiredMessage?: string;
  maxLength?: number;
  pending: boolean;
  pendingLabel?: string;
  onSubmit: (reason: string, outcome: ReasonDialogOutcome) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(undefined);
      }}
      trigger={
        <Button variant={triggerVariant} size="sm" className={triggerClassName}>
          {triggerLabel}
          <span className="sr-only"> {accessibleTarget}</span>
        </Button>
      }
      title={title}
      description={description}
      noValidate
      onSubmit={() => {
        if (required && !reason.trim()) return setError(requiredMessage);
        onSubmit(reason.trim(), {
          close: () => {
            setOpen(false);
            setReason('');
          },
          fail: setError,
        });
      }}
      dismissLabel="Cancel"
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      submitVariant={triggerVariant === 'destructive' ? 'destructive' : 'default'}
      pending={pending}
    >
      <Label htmlFor={id}>{fieldLabel}</Label>
      <Textarea
        id={id}
        value={reason}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
