import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import {
  addDaysTo,
  addMonths,
  longDate,
  monthOf,
  monthTitle,
  monthWeeks,
  weekdayOf,
} from '@/lib/zoned-date';
import { Button } from './button';

const WEEKDAY_NAMES = Array.from({ length: 7 }, (_, day) => {
  // 2023-01-01 was a Sunday.
  const date = new Date(Date.UTC(2023, 0, 1 + day));
  return {
    short: new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(date),
    long: new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(date),
  };
});

export interface MonthCalendarProps {
  /** The month shown, `YYYY-MM`. */
  month: string;
  onMonthChange(month: string): void;
  /** The chosen date, `YYYY-MM-DD`, or ''. */
  selected: string;
  onSelect(date: string): void;
  /** Days that can be chosen; the others are shown but disabled. */
  isAvailable(date: string): boolean;
  /** The first and last months one may turn to. */
  firstMonth: string;
  lastMonth: string;
  /** Today in the calendar's zone, marked for orientation. */
  today: string;
  /** What the calendar is for ("Choose a date"), read before the month. */
  label: string;
  /** While the month's availability loads, days are not yet marked. */
  busy?: boolean;
}

/**
 * A month of days as buttons, keyboard operable like a date picker: arrows move a day or a
 * week (turning the month when needed), Home and End go to the week's ends, Page Up and Page
 * Down to the previous and next month. Only one day is in the tab order at a time.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  isAvailable,
  firstMonth,
  lastMonth,
  today,
  label,
  busy,
}: MonthCalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState<string>();
  const moved = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const active =
    focused && monthOf(focused) === month
      ? focused
      : selected && monthOf(selected) === month
        ? selected
        : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(active)?.focus();
  }, [active]);

  const moveTo = (date: string) => {
    const target = monthOf(date);
    if (target < firstMonth || target > lastMonth) return;
    moved.current = true;
    setFocused(date);
    if (target !== month) onMonthChange(target);
  };

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDaysTo(date, -1),
      ArrowRight: () => addDaysTo(date, 1),
      ArrowUp: () => addDaysTo(date, -7),
      ArrowDown: () => addDaysTo(date, 7),
      Home: () => addDaysTo(date, -weekdayOf(date)),
      End: () => addDaysTo(date, 6 - weekdayOf(date)),
      PageUp: () => `${addMonths(monthOf(date), -1)}-01`,
      PageDown: () => `${addMonths(monthOf(date), 1)}-01`,
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  return (
    <div role="group" aria-labelledby={titleId} className="w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={titleId} className="text-base font-semibold text-slate-900" aria-live="polite">
          <span className="sr-only">{label}: </span>
          {monthTitle(month)}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Next month"
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        className="w-full table-fixed border-collapse text-center"
        aria-busy={busy || undefined}
      >
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="pb-1 text-xs font-medium text-slate-600"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <td key={date} className="p-0.5">
                    <DayButton
                      date={date}
                      available={!busy && isAvailable(date)}
                      selected={date === selected}
                      today={date === today}
                      tabbable={date === active}
                      register={(element) => {
                        if (element) buttons.current.set(date, element);
                        else buttons.current.delete(date);
                      }}
                      onSelect={() => {
                        setFocused(date);
                        onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                    />
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  date,
  available,
  selected,
  today,
  tabbable,
  register,
  onSelect,
  onKeyDown,
}: {
  date: string;
  available: boolean;
  selected: boolean;
  today: boolean;
  tabbable: boolean;
  register(element: HTMLButtonElement | null): void;
  onSelect(): void;
  onKeyDown(event: KeyboardEvent): void;
}) {
  return (
    <button
      ref={register}
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${longDate(date)}${available ? ', times available' : ', no free times'}`}
      aria-pressed={selected}
      aria-disabled={!available || undefined}
      aria-current={today ? 'date' : undefined}
      onClick={() => available && onSelect()}
      onKeyDown={onKeyDown}
      className={cn(
        'flex aspect-square w-full items-center justify-center rounded-md text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        available
          ? 'bg-brand-50 font-semibold text-brand-900 hover:bg-brand-100'
          : 'cursor-default text-slate-500',
        selected && 'bg-brand-700 text-white hover:bg-brand-800',
        today && !selected && 'ring-1 ring-slate-400',
      )}
    >
      {Number(date.slice(8))}
    </button>
  );
}
