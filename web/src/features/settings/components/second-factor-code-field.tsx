import { TextField } from '@/components/ui/field';

/**
 * The second factor that guards a destructive step (turning two-factor off, deleting the
 * account; decision 067): a code from the authenticator app or one of the backup codes.
 */
export function SecondFactorCodeField({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Code from your app or a backup code"
      name={name}
      autoComplete="one-time-code"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The field's check before sending: undefined when the code can be one (six characters or more). */
export const secondFactorCodeProblem = (code: string) =>
  code.trim().length < 6 ? 'Enter a code from your app or a backup code' : undefined;
