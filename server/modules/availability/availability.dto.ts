import type { AvailabilityWeek, AvailabilityWindow } from '@contract/availability';
import type { healerAvailability } from '../../db/schema';

export type AvailabilityRow = typeof healerAvailability.$inferSelect;

/** PostgreSQL returns `HH:MM:SS`; the API speaks `HH:MM` (`24:00` for the end of the day). */
const hhmm = (time: string) => time.slice(0, 5);

export function toAvailabilityWindow(row: AvailabilityRow): AvailabilityWindow {
  return {
    id: row.id,
    healer_id: row.healerId,
    day_of_week: row.dayOfWeek,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    is_active: row.isActive,
  };
}

export const toAvailabilityWeek = (
  timezone: string,
  rows: AvailabilityRow[],
): AvailabilityWeek => ({
  timezone,
  windows: rows.map(toAvailabilityWindow),
});
