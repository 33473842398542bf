import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LIMITS } from '@contract/constants';
import { TagInput } from '@/components/ui/tag-input';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A label, a control, an optional hint and the field's error, wired together for screen
 * readers; the control is rendered by `children` with the ids it needs.
 */
export function FormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A FormField around one input whose value is text (names, numbers and dates as typed). */
export function InputField({
  label,
  hint,
  error,
  value,
  onChange,
  ...input
}: Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'> & {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A group of checkboxes (modes, categories) under one legend. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={value.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.id]
                    : value.filter((entry) => entry !== option.id),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A tag list (languages, specialties, certifications) with the shared limits and hint. */
export function TagField({
  label,
  placeholder,
  value,
  onChange,
  error,
}: {
  label: string;
  placeholder: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  return (
    <FormField label={label} hint="Press Enter or + to add each one." error={error}>
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
        />
      )}
    </FormField>
  );
}
