import { useState } from 'react';
import { addMonths, dateIn, monthOf } from '@/lib/zoned-date';
import { useAvailableDays } from './get-available-days';
import { useHealerSlots, type SlotQuery } from './get-healer-slots';
import { useViewerTimeZone } from './use-viewer-time-zone';

/** How many months ahead the calendar turns (the longest horizon a healer may set). */
const MONTHS_AHEAD = 12;

/**
 * The state and data behind a slot picker: the zone (the viewer's until they switch it for
 * this search), the month shown, the chosen day and time, the days of the month with free times and the
 * chosen day's free times. Booking and rescheduling use it the same way: `picker` is what the
 * SlotPicker component takes.
 */
export function useSlotSearch(
  session: Omit<SlotQuery, 'zone'> | undefined,
  /** A day (in the viewer's zone) and start chosen before the page opened (a profile's free time). */
  initial: { date?: string; time?: string } = {},
) {
  const viewerZone = useViewerTimeZone();
  const [zone, setZone] = useState(viewerZone);
  const today = dateIn(zone);
  const [month, setMonth] = useState(monthOf(initial.date ?? today));
  const [date, setDate] = useState(initial.date ?? '');
  const [time, setTime] = useState(initial.date ? (initial.time ?? '') : '');
  const query = session && { ...session, zone };
  const days = useAvailableDays(query, month);
  const slots = useHealerSlots(query, date);
  const shownDays = days.data && days.data.month === month ? days.data.days : undefined;
  const clear = () => {
    setDate('');
    setTime('');
  };
  return {
    date,
    time,
    /** After the healer or session type changed: the chosen day may no longer mean the same. */
    clear,
    clearTime: () => setTime(''),
    async refresh() {
      await Promise.all([days.refetch(), date ? slots.refetch() : undefined]);
    },
    picker: {
      zone,
      onZoneChange(next: string) {
        setZone(next);
        clear();
      },
      today,
      month,
      onMonthChange: setMonth,
      firstMonth: monthOf(today),
      lastMonth: addMonths(monthOf(today), MONTHS_AHEAD),
      /** Undefined while the month loads; empty when the request failed. */
      availableDays: days.isError ? new Set<string>() : shownDays && new Set(shownDays),
      date,
      onDateChange(next: string) {
        setDate(next);
        setTime('');
      },
      /** Undefined while they load; an error empties the list (spec, Error catalogue). */
      slots: slots.isError ? [] : date && slots.data ? slots.data.slots : undefined,
      time,
      onTimeChange: setTime,
    },
  };
}

export type SlotSearch = ReturnType<typeof useSlotSearch>;
