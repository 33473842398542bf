import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';
import { Label } from './label';
import { NativeSelect } from './native-select';

/** What a control inside a Field needs so that screen readers tie it to its label and texts. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldTexts {
  label: string;
  hint?: string;
  error?: string;
  /** Beside the label, on the right ("Forgot password?"). */
  labelAside?: ReactNode;
  className?: string;
}

/**
 * A label, a control, an optional hint and the field's error, wired together for screen
 * readers; the control is rendered by `children` with the ids it needs.
 */
export function Field({
  label,
  hint,
  error,
  labelAside,
  className,
  children,
}: FieldTexts & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={cn('space-y-1.5', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
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

/** Splits a labelled control's props into the Field's and the control's own. */
function splitField<P extends FieldTexts>({
  label,
  hint,
  error,
  labelAside,
  className,
  ...control
}: P) {
  return { field: { label, hint, error, labelAside, className }, control };
}

/** A labelled text input (names, emails, passwords, numbers and dates as typed). */
export function TextField(props: ComponentProps<typeof Input> & FieldTexts) {
  const { field, control: input } = splitField(props);
  return <Field {...field}>{(control) => <Input {...control} {...input} />}</Field>;
}

/** A labelled native select; its options are the children. */
export function SelectField(props: ComponentProps<typeof NativeSelect> & FieldTexts) {
  const { field, control: select } = splitField(props);
  return <Field {...field}>{(control) => <NativeSelect {...control} {...select} />}</Field>;
}
