import { Globe } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { addMonths, longDate, monthTitle, timeZoneNames, zoneLabel } from '@/lib/zoned-date';
import { Button } from './button';
import { Label } from './label';
import { MonthCalendar } from './month-calendar';
import { NativeSelect } from './native-select';
import { TimeSlotButtons } from './time-slot-buttons';

export interface SlotPickerProps {
  /** Without a healer there is nothing to show yet. */
  healerChosen: boolean;
  /** The zone every day and time is shown in, and how to change it. */
  zone: string;
  onZoneChange(zone: string): void;
  month: string;
  onMonthChange(month: string): void;
  firstMonth: string;
  lastMonth: string;
  today: string;
  /** Days of the shown month with a free time; undefined while they load. */
  availableDays: ReadonlySet<string> | undefined;
  date: string;
  onDateChange(date: string): void;
  /** The chosen day's free times; undefined while they load. */
  slots: string[] | undefined;
  time: string;
  onTimeChange(start: string): void;
  /** Said under the zone (the healer's own zone, when it differs). */
  note?: ReactNode;
}

/**
 * A month calendar of the days with free times, then the chosen day's times as buttons, all in
 * a named zone the viewer can change (docs/product.md, Booking). The four messages of the time
 * area say what is missing.
 */
export function SlotPicker(props: SlotPickerProps) {
  const messageId = useId();
  const { healerChosen, date, slots } = props;
  const message = !healerChosen
    ? 'Please select a healer first'
    : !date
      ? 'Please select a date first'
      : slots === undefined
        ? 'Loading available times...'
        : slots.length === 0
          ? 'No available time slots for this date. Please select a different date or healer.'
          : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      {healerChosen ? (
        <MonthCalendar
          label="Choose a date"
          month={props.month}
          onMonthChange={props.onMonthChange}
          selected={date}
          onSelect={props.onDateChange}
          isAvailable={(day) => props.availableDays?.has(day) ?? false}
          firstMonth={props.firstMonth}
          lastMonth={props.lastMonth}
          today={props.today}
          busy={props.availableDays === undefined}
        />
      ) : null}
      {healerChosen && props.availableDays?.size === 0 && props.month < props.lastMonth ? (
        <p role="status" className="text-sm text-slate-700 md:col-start-1">
          No free times in {monthTitle(props.month)}.{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0"
            onClick={() => props.onMonthChange(addMonths(props.month, 1))}
          >
            Show the next month
          </Button>
        </p>
      ) : null}
      <div className="grid content-start gap-3 md:col-start-2 md:row-start-1">
        <h3 className="text-base font-semibold text-slate-900">
          {date ? `Times on ${longDate(date)}` : 'Time'}
        </h3>
        {message ? (
          <p id={messageId} role="status" className="text-sm text-slate-700">
            {message}
          </p>
        ) : (
          <TimeSlotButtons
            label={`Available times on ${longDate(date)}`}
            slots={slots!}
            timeZone={props.zone}
            value={props.time}
            onChange={props.onTimeChange}
          />
        )}
        <ZoneLine zone={props.zone} onZoneChange={props.onZoneChange} />
        {props.note}
      </div>
    </div>
  );
}

function ZoneLine({ zone, onZoneChange }: { zone: string; onZoneChange(zone: string): void }) {
  const [open, setOpen] = useState(false);
  const selectId = useId();
  return (
    <div className="grid gap-2 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <Globe aria-hidden="true" className="size-4" />
        <span>Times are shown in your time zone ({zoneLabel(zone)}).</span>
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          aria-expanded={open}
          aria-controls={open ? selectId : undefined}
          onClick={() => setOpen(!open)}
        >
          Change time zone
        </Button>
      </p>
      {open ? (
        <div className="grid max-w-xs gap-1">
          <Label htmlFor={selectId}>Time zone</Label>
          <NativeSelect
            id={selectId}
            value={zone}
            onChange={(event) => onZoneChange(event.target.value)}
          >
            {timeZoneNames(zone).map((name) => (
              <option key={name} value={name}>
                {name.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  );
}
