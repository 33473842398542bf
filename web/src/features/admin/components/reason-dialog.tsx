import { useId, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * An admin action that asks why first (the reason goes to the audit log, and for verification
 * decisions to the healer). `required` refuses an empty reason before anything is sent.
 */
export function ReasonDialog({
  triggerLabel,
  triggerVariant = 'outline',
  accessibleTarget,
  title,
  description,
  fieldLabel,
  submitLabel,
  required,
  pending,
  onSubmit,
}: {
  triggerLabel: string;
  triggerVariant?: ButtonProps['variant'];
  /** Completes the trigger's name for screen readers ("Approve" → "Approve Noor Vale"). */
  accessibleTarget: string;
  title: string;
  description: string;
  fieldLabel: string;
  submitLabel: string;
  required: boolean;
  pending: boolean;
  onSubmit: (reason: string, close: () => void) => void;
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
        <Button variant={triggerVariant} size="sm">
          {triggerLabel}
          <span className="sr-only"> {accessibleTarget}</span>
        </Button>
      }
      title={title}
      description={description}
      noValidate
      onSubmit={() => {
        if (required && !reason.trim()) return setError('Please give a reason');
        onSubmit(reason.trim(), () => {
          setOpen(false);
          setReason('');
        });
      }}
      dismissLabel="Cancel"
      submitLabel={submitLabel}
      pendingLabel="Saving..."
      submitVariant={triggerVariant === 'destructive' ? 'destructive' : 'default'}
      pending={pending}
    >
      <Label htmlFor={id}>{fieldLabel}</Label>
      <Textarea
        id={id}
        value={reason}
        maxLength={1000}
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
