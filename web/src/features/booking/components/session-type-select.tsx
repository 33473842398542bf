import type { BookableSessionType } from '@contract/practice';
import { SelectField } from '@/components/ui/field';
import { formatDuration } from '@/lib/format-date';

const priceText = (price: number | null) => (price === null ? 'fee on request' : `$${price}`);

/** "Intro call · 30 min · $40": what a session type option says. */
export const sessionTypeLabel = (type: BookableSessionType) =>
  `${type.name} · ${formatDuration(type.duration_minutes)} · ${priceText(type.price)}`;

/** The healer's session types (step 2); the duration and fee follow the one chosen. */
export function SessionTypeSelect({
  types,
  value,
  onChange,
}: {
  types: BookableSessionType[];
  value: BookableSessionType | undefined;
  onChange(type: BookableSessionType): void;
}) {
  const keyOf = (type: BookableSessionType) => type.id ?? 'default';
  return (
    <SelectField
      label="Session type"
      className="sm:col-span-2"
      value={value ? keyOf(value) : ''}
      disabled={types.length === 0}
      hint={value?.description ?? undefined}
      onChange={(event) => {
        const chosen = types.find((type) => keyOf(type) === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {types.length === 0 ? <option value="">Choose a healer first</option> : null}
      {types.map((type) => (
        <option key={keyOf(type)} value={keyOf(type)}>
          {sessionTypeLabel(type)}
        </option>
      ))}
    </SelectField>
  );
}
