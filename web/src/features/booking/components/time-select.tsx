import { browserTimeZone } from '@/lib/zoned-date';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface TimeSelectProps {
  id: string;
  healerChosen: boolean;
  date: string;
  loading: boolean;
  slots: string[];
  value: string;
  onChange(value: string): void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
/** yyyy-mm-dd in the visitor's zone. */
const localDate = (instant: Date) => new Intl.DateTimeFormat('en-CA').format(instant);

/** A start in the visitor's own zone, with its date when that is not the chosen day. */
export function slotLabel(iso: string, chosenDate: string) {
  const instant = new Date(iso);
  const time = timeFormat.format(instant);
  return localDate(instant) === chosenDate ? time : `${dayFormat.format(instant)}, ${time}`;
}

/**
 * The time dropdown of docs/product.md, Pages and routes, with its four messages when there is
 * nothing to choose.
 */
export function TimeSelect({
  id,
  healerChosen,
  date,
  loading,
  slots,
  value,
  onChange,
}: TimeSelectProps) {
  const message = !healerChosen
    ? 'Please select a healer first'
    : !date
      ? 'Please select a date first'
      : loading
        ? 'Loading available times...'
        : slots.length === 0
          ? 'No available time slots for this date. Please select a different date or healer.'
          : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Time</Label>
      {message ? (
        <>
          <NativeSelect id={id} disabled value="" aria-describedby={`${id}-message`}>
            <option value="">Select a time</option>
          </NativeSelect>
          <p id={`${id}-message`} role="status" className="text-sm text-slate-700">
            {message}
          </p>
        </>
      ) : (
        <>
          <NativeSelect
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${id}-zone`}
          >
            <option value="">Select a time</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot, date)}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-zone`} className="text-sm text-slate-700">
            Times are shown in your time zone ({browserTimeZone()}).
          </p>
        </>
      )}
    </div>
  );
}
