import { LIMITS } from '@contract/constants';
import { Input } from '@/components/ui/input';
import { FormField } from './form-field';
import { TimezoneInput } from './timezone-field';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The fields both profile forms share: name, location and time zone. */
export function NameField({ value, onChange, error }: FieldProps) {
  return (
    <FormField label="Full name" error={error}>
      {(control) => (
        <Input
          {...control}
          autoComplete="name"
          maxLength={LIMITS.name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function LocationField({ value, onChange, error }: FieldProps) {
  return (
    <FormField label="Location" error={error}>
      {(control) => (
        <Input
          {...control}
          maxLength={LIMITS.location}
          placeholder="City, country"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function TimezoneField({ value, onChange, error, hint }: FieldProps & { hint: string }) {
  return (
    <FormField label="Time zone" hint={hint} error={error}>
      {(control) => <TimezoneInput {...control} value={value} onChange={onChange} />}
    </FormField>
  );
}
