import { useId } from 'react';
import type { FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

// Older engines lack supportedValuesOf; the field still accepts a typed name then.
const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A searchable time-zone picker: typing filters the browser's list of IANA names (native
 * datalist, so keyboard and screen readers work as with any input).
 */
export function TimezoneInput({
  value,
  onChange,
  ...control
}: FieldControlProps & { value: string; onChange: (zone: string) => void }) {
  const listId = useId();
  return (
    <>
      <Input
        {...control}
        list={listId}
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. Europe/Berlin"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
