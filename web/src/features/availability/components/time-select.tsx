import { NativeSelect } from '@/components/ui/native-select';

/** Every quarter hour of a day as `HH:MM`; `24:00` (midnight) only as an end. */
const quarterHours = (asEnd: boolean) =>
  Array.from({ length: 96 }, (_, index) => {
    const minutes = (asEnd ? index + 1 : index) * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

const STARTS = quarterHours(false);
const ENDS = quarterHours(true);

/** "9:00 AM" or "09:00" as the reader's locale writes a wall-clock time. */
function label(time: string) {
  if (time === '24:00') return 'Midnight';
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/**
 * A time of day in 15-minute steps (docs/product.md, Availability): only quarter hours can be
 * chosen. A saved value off the grid stays listed, so it is shown as it is.
 */
export function TimeSelect({
  id,
  value,
  asEnd = false,
  invalid,
  onChange,
}: {
  id: string;
  value: string;
  asEnd?: boolean;
  invalid?: boolean;
  onChange: (time: string) => void;
}) {
  const options = asEnd ? ENDS : STARTS;
  return (
    <NativeSelect
      id={id}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      className="w-36"
    >
      {options.includes(value) ? null : <option value={value}>{value}</option>}
      {options.map((time) => (
        <option key={time} value={time}>
          {label(time)}
        </option>
      ))}
    </NativeSelect>
  );
}
