import { SESSION_MINUTES } from '@contract/appointments';
import type { FreeSlots } from '@contract/availability';
import type { ProfileRow } from '../profiles/profiles.dto';
import { formatCalendarDate, type CalendarDate } from './zoned-time';

export const toFreeSlots = (healer: ProfileRow, date: CalendarDate, free: Date[]): FreeSlots => ({
  date: formatCalendarDate(date),
  timezone: healer.timezone,
  duration_minutes: SESSION_MINUTES,
  slots: free.map((start) => start.toISOString()),
});
