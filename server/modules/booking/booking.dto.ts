import type { AvailableDays, FreeSlots, FreeTimes } from '@contract/availability';
import type { ProfileRow } from '../profiles/profiles.dto';
import type { AskedSession } from './healer-schedule';

interface Answer {
  healer: ProfileRow;
  type: AskedSession;
  zone: string;
}

export const toFreeSlots = (
  date: string,
  { healer, type, zone, starts }: Answer & { starts: Date[] },
): FreeSlots => ({
  date,
  timezone: healer.timezone,
  date_timezone: zone,
  session_type_id: type.id,
  duration_minutes: type.durationMinutes,
  slots: starts.map((start) => start.toISOString()),
});

export const toAvailableDays = (
  month: string,
  { healer, type, zone, days }: Answer & { days: string[] },
): AvailableDays => ({
  month,
  timezone: zone,
  healer_timezone: healer.timezone,
  session_type_id: type.id,
  duration_minutes: type.durationMinutes,
  days,
});

export const toFreeTimes = ({
  healer,
  type,
  zone,
  days,
}: Answer & { days: Array<{ date: string; starts: Date[] }> }): FreeTimes => ({
  timezone: zone,
  healer_timezone: healer.timezone,
  session_type_id: type.id,
  duration_minutes: type.durationMinutes,
  days: days.map((day) => ({
    date: day.date,
    slots: day.starts.map((start) => start.toISOString()),
  })),
});
