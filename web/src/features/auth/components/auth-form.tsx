import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';

/**
 * The form every auth screen shares: the inline error above it (docs/product.md, Messages), the
 * fields, and one full-width submit button that says what it is doing while `pending`. Our own
 * checks run in `onSubmit`; `browserValidation` leaves the `required` checks to the browser as
 * well.
 */
export function AuthForm({
  error,
  errorDetails,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  browserValidation = false,
  children,
}: {
  error: string | undefined;
  errorDetails?: string[];
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  browserValidation?: boolean;
  children: ReactNode;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <>
      <FormError message={error} details={errorDetails} />
      <form className="space-y-4" noValidate={!browserValidation} onSubmit={handleSubmit}>
        {children}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </>
  );
}
