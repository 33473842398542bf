import { CANCELLATION_REASON_MAX } from '@contract/appointments';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** Why a session is cancelled or a request declined (at most 500 characters). */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          value={value}
          maxLength={CANCELLATION_REASON_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
