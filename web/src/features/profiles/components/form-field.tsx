import type { ComponentProps } from 'react';
import { LIMITS } from '@contract/constants';
import { Field, TextField } from '@/components/ui/field';
import { TagInput } from '@/components/ui/tag-input';

/** A TextField wired to a profile form value (`field(name)` hands over the text, not the event). */
export function InputField({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return <TextField {...props} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/** A tag list (languages, specialties, certifications) with the shared limits and hint. */
export function TagField({
  label,
  placeholder,
  value,
  onChange,
  error,
  suggestions,
  hint = 'Press Enter or + to add each one.',
}: {
  label: string;
  placeholder: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  suggestions?: readonly string[];
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <TagInput
          id={control.id}
          describedBy={control['aria-describedby']}
          invalid={Boolean(control['aria-invalid'])}
          placeholder={placeholder}
          maxLength={LIMITS.tag}
          maxTags={LIMITS.tags}
          value={value}
          onChange={onChange}
          suggestions={suggestions}
        />
      )}
    </Field>
  );
}
