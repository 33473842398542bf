import { LIMITS } from '@contract/constants';
import { Field } from '@/components/ui/field';
import { InputField } from './form-field';
import { TimezoneInput } from './timezone-field';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The fields both profile forms share: name, location and time zone. */
export function NameField(props: FieldProps) {
  return <InputField label="Full name" autoComplete="name" maxLength={LIMITS.name} {...props} />;
}

export function LocationField(props: FieldProps) {
  return (
    <InputField
      label="Location"
      maxLength={LIMITS.location}
      placeholder="City, country"
      {...props}
    />
  );
}

export function TimezoneField({ value, onChange, error, hint }: FieldProps & { hint: string }) {
  return (
    <Field label="Time zone" hint={hint} error={error}>
      {(control) => <TimezoneInput {...control} value={value} onChange={onChange} />}
    </Field>
  );
}
